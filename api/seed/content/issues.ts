import type { SeedIssue } from '../types.ts';

export const issues: SeedIssue[] = [
  {
    id: '1',
    title: 'The Escape',
    date: 'January 2026',
    createdAt: '2026-01-01T09:00:00.000Z',
    description:
      "Our first issue is an invitation to slow down, from the walled lanes of Galle Fort to the leopard country of Yala. We visit the hideaways, tea bungalows and private villas where Sri Lanka's finest escapes are made. Pack light and stay longer.",
    cover: {
      coverline: 'Slow Days, Secret Places',
      teasers: ["Inside Galle Fort's hidden villas", 'Leopards at first light in Yala', 'High tea above the clouds'],
    },
    pages: [
      {
        headline: 'In This Issue',
        standfirst: 'Walled towns, wild parks and tea-country hideaways: the places where Sri Lanka slows down.',
      },
      {
        headline: 'From the Editor',
        standfirst: 'Why the best escapes begin with doing less, and why this island rewards those who linger.',
      },
      {
        headline: 'Behind the Ramparts',
        standfirst:
          "A week inside Galle Fort's restored merchants' houses, where courtyards hold the cool of the night.",
      },
      {
        headline: 'Leopard Country',
        standfirst: 'Dawn drives, patient trackers and a canvas camp on the edge of Yala National Park.',
      },
      {
        headline: 'The Quiet Park',
        standfirst: "In Wilpattu's forest of lakes, solitude is the rarest luxury of all.",
      },
      {
        headline: 'Above the Clouds',
        standfirst: "Planters' bungalows, crackling fires and afternoon tea in the hills around Nuwara Eliya.",
      },
      {
        headline: 'The Slow Train to Ella',
        standfirst: 'Portfolio: the hill-country railway, seen through an open carriage window.',
      },
      {
        headline: 'Bays of the Deep South',
        standfirst: 'From Ahangama to Tangalle, a guide to the villas whose pools seem to pour into the sea.',
      },
      {
        headline: 'Packing for Paradise',
        standfirst: 'Linen, sun hats and good walking sandals: the edit for a hill-and-coast itinerary.',
      },
      {
        headline: 'The Escape Address Book',
        standfirst: 'Where to stay, eat and unwind: our hand-picked hideaways across the island.',
      },
      {
        headline: 'Last Light',
        standfirst: 'Sunset on the Galle ramparts, when the whole town comes out to watch the sea.',
      },
    ],
  },
  {
    id: '2',
    title: 'Style',
    date: 'March 2026',
    createdAt: '2026-03-01T09:00:00.000Z',
    description:
      "The Style issue celebrates the island's way with dress, adornment and living well. We meet the designers reinventing handloom and batik, the jewellers setting Ceylon sapphires and the hosts who turn a simple lunch into an occasion.",
    cover: {
      coverline: 'The New Island Style',
      teasers: ['Sapphires for every day', 'Handloom goes couture', 'The art of the Sri Lankan table'],
    },
    pages: [
      {
        headline: 'In This Issue',
        standfirst: 'Handloom, batik, sapphires and table settings: a season of Sri Lankan style.',
      },
      {
        headline: 'From the Editor',
        standfirst: 'Style here has always been about climate, craft and generosity. This issue celebrates all three.',
      },
      {
        headline: 'Handloom Goes Couture',
        standfirst: 'Colombo designers are cutting village-woven cotton into clothes fit for any capital.',
      },
      {
        headline: 'The Batik Revival',
        standfirst: 'Indigo, rust and charcoal: a new generation takes wax and dye far beyond the souvenir stall.',
      },
      {
        headline: 'Portfolio: Island Linen',
        standfirst: 'Loose tailoring and sun-faded colour, photographed on the ramparts of Galle Fort.',
      },
      {
        headline: 'Blue Blood',
        standfirst: "Why the Ceylon sapphire remains the connoisseur's choice, and how to wear one every day.",
      },
      {
        headline: 'The Lotus Stone',
        standfirst: 'Padparadscha, the sapphire between pink and orange, explained by the dealers who love it.',
      },
      {
        headline: 'Setting the Table',
        standfirst: 'Clay pots, brass ladles and banana leaves: hosting a Sri Lankan lunch with style.',
      },
      {
        headline: 'Tea Time, Reimagined',
        standfirst: 'Porcelain, silver and love cake: the rituals of afternoon tea in a Colombo drawing room.',
      },
      {
        headline: 'The Sarong, Reconsidered',
        standfirst: "How the island's most practical garment became a quiet statement of relaxed elegance.",
      },
      {
        headline: 'Scent of the Tropics',
        standfirst: 'Jasmine, frangipani and cinnamon: perfumes and candles that capture the island.',
      },
      {
        headline: 'Beauty From the Garden',
        standfirst: 'Coconut oil, sandalwood and turmeric: old remedies for a modern bathroom cabinet.',
      },
      {
        headline: 'Portfolio: Brass and Gold',
        standfirst: 'Jewellery and objects that catch the lamplight, photographed in a Kandyan manor house.',
      },
      {
        headline: 'The Style Directory',
        standfirst: 'Boutiques, ateliers and jewellers worth a detour in Colombo, Galle and Kandy.',
      },
      {
        headline: 'Parting Shot',
        standfirst: "A single frangipani on a white porcelain plate: the island's style in one frame.",
      },
    ],
  },
  {
    id: '3',
    title: 'Art',
    date: 'May 2026',
    createdAt: '2026-05-01T09:00:00.000Z',
    description:
      "The Art issue travels from the lacquer workshops near Matale to the modernist canvases of Colombo's collectors. We celebrate the makers who keep ancient crafts alive and the artists giving them new meaning.",
    cover: {
      coverline: 'Made by Hand, Made to Last',
      teasers: [
        'Lacquer and the patience of centuries',
        "Inside Bawa's living masterpiece",
        'The bold geometry of Dumbara',
      ],
    },
    pages: [
      {
        headline: 'In This Issue',
        standfirst: 'Lacquer, brass, batik, masks and modernism: Sri Lankan art and the hands that make it.',
      },
      {
        headline: 'From the Editor',
        standfirst:
          'Art on this island has never lived only in galleries. It lives in temples, kitchens and workshops.',
      },
      {
        headline: 'The Patience of Lacquer',
        standfirst: 'Thumbnail-thin threads and hand-turned lathes in a workshop in the hills near Matale.',
      },
      {
        headline: 'Geometry of the Hills',
        standfirst: 'Dumbara weavers count out elephants, lions and diamonds, one patient thread at a time.',
      },
      {
        headline: 'Fire and Brass',
        standfirst: 'In the foundries west of Kandy, lost-wax casting still shapes lamps for every household.',
      },
      {
        headline: 'Faces of the South',
        standfirst: 'Carved and painted masks from Ambalangoda, where demons and kings share one workshop.',
      },
      {
        headline: 'Portfolio: The Mask Makers',
        standfirst: "Light kaduru wood, bright pigment and centuries of stories, photographed at the carver's bench.",
      },
      {
        headline: 'Lace of the Ramparts',
        standfirst: 'Beeralu lace, a legacy of colonial Galle, is still worked by hand with weighted bobbins.',
      },
      {
        headline: 'Learning to See',
        standfirst: "Lunuganga, Geoffrey Bawa's garden near Bentota, read as a vast and living work of art.",
      },
      {
        headline: "The '43 Group",
        standfirst: 'How a circle of Colombo painters brought modernism to Ceylon and changed its art for good.',
      },
      {
        headline: 'Walls That Speak',
        standfirst: 'From the maidens of Sigiriya to painted temple ceilings: a short history of island painting.',
      },
      {
        headline: 'Wax and Dye',
        standfirst: 'Batik as fine art: the painters building atmospheric landscapes layer by layer.',
      },
      {
        headline: 'Portfolio: New Voices',
        standfirst: 'Six young artists from Colombo, Jaffna and Kandy whose work collectors are watching.',
      },
      {
        headline: "The Collector's House",
        standfirst: 'A Colombo home where modernist canvases hang beside lacquer boxes and temple brass.',
      },
      {
        headline: 'Art on the Pavement',
        standfirst: "Kala Pola, the open-air fair where Colombo's artists hang their work along the street.",
      },
      {
        headline: 'Buying Art Wisely',
        standfirst: 'Provenance, condition and export rules: what every new collector should know.',
      },
      {
        headline: 'Craft to Take Home',
        standfirst: 'Lacquer napkin rings, brass candlesticks and batik cushions worth finding room for.',
      },
      {
        headline: 'Where to See It',
        standfirst: 'Museums, galleries and workshops across the island, with our notes on when to visit.',
      },
      {
        headline: 'Final Frame',
        standfirst: "A weaver's hands at rest on an unfinished Dumbara hanging in the afternoon light.",
      },
    ],
  },
  {
    id: '4',
    title: 'Design',
    date: 'July 2026',
    createdAt: '2026-07-01T09:00:00.000Z',
    description:
      "The Design issue explores how Sri Lanka lives, from Geoffrey Bawa's tropical modernism to glass penthouses above Galle Face. We tour restored manor houses, shaded city gardens and verandahs made for long afternoons, and meet the architects shaping the next generation of island homes.",
    cover: {
      coverline: 'Living With the Tropics',
      teasers: ["Bawa's legacy, two decades on", "Colombo's sky-high penthouses", 'Restoring a Kandyan manor'],
    },
    pages: [
      {
        headline: 'In This Issue',
        standfirst: 'Architecture, interiors and gardens: the ideas shaping how Sri Lanka lives now.',
      },
      {
        headline: 'From the Editor',
        standfirst: 'Good design here begins with shade, breeze and rain. Everything else follows.',
      },
      {
        headline: 'The Bawa Effect',
        standfirst: "More than twenty years after his death, Geoffrey Bawa still shapes the island's idea of home.",
      },
      {
        headline: 'Number 11',
        standfirst: 'Inside the Colombo town house Bawa assembled from a row of small bungalows.',
      },
      {
        headline: 'Portfolio: Tropical Modern',
        standfirst: 'Six contemporary houses that honour the courtyard, the pavilion and the verandah.',
      },
      {
        headline: 'Sky Gardens',
        standfirst: 'Penthouses above Galle Face, where terraces and plunge pools float over the city.',
      },
      {
        headline: 'Heights of Ambition',
        standfirst: 'What to ask before buying a Colombo apartment: orientation, shading and management.',
      },
      {
        headline: 'The Manor Reborn',
        standfirst: 'Restoring a walauwa takes lime, patience and a great deal of reclaimed clay tile.',
      },
      {
        headline: 'Lime, Not Cement',
        standfirst: 'A conservation guide to letting old walls breathe in a wet tropical climate.',
      },
      {
        headline: 'Behind the Ramparts',
        standfirst: 'Buying and restoring a Dutch-era house inside the protected walls of Galle Fort.',
      },
      {
        headline: 'The Verandah',
        standfirst: "The room you will use the most: how to furnish the island's favourite threshold.",
      },
      {
        headline: 'Floors That Age Well',
        standfirst: 'Red cement, terracotta and granite: surfaces that improve with every monsoon.',
      },
      {
        headline: 'Portfolio: Courtyards',
        standfirst: 'Frangipani, rain chains and still water at the heart of five island homes.',
      },
      {
        headline: 'A Garden in the City',
        standfirst: 'Shade, scent and water behind the high walls of Cinnamon Gardens.',
      },
      {
        headline: 'The National Flower',
        standfirst: 'How to grow the blue water lily, the nil mahanel, in a glazed courtyard pot.',
      },
      {
        headline: 'Teak and Jak',
        standfirst: "Colonial almirahs, planters' chairs and the craft of restoring antique furniture.",
      },
      {
        headline: 'Clay, Coir and Cane',
        standfirst: 'Natural materials that breathe in the humidity and bring warmth to modern rooms.',
      },
      {
        headline: 'Light After Dark',
        standfirst: 'Brass lamps, lanterns and soft garden lighting for long evenings outdoors.',
      },
      {
        headline: 'Houses by the Sea',
        standfirst: 'What buyers should weigh before committing to a villa on the south coast.',
      },
      {
        headline: 'Designing for Rain',
        standfirst: 'Gutters, overhangs and drainage: the unglamorous details that make a tropical house last.',
      },
      {
        headline: 'Studio Visit',
        standfirst: 'A young Colombo practice working in concrete, timber and light.',
      },
      {
        headline: 'The Design Directory',
        standfirst: 'Architects, builders, antique dealers and craftspeople we trust, region by region.',
      },
      {
        headline: 'Closing Note',
        standfirst: 'A clay-tiled roof softened by moss, photographed after the first rains of the monsoon.',
      },
    ],
  },
  {
    id: '5',
    title: 'Travel',
    date: 'September 2026',
    createdAt: '2026-09-01T09:00:00.000Z',
    description:
      'The Travel issue maps a grand tour of the island, from the rock fortress of Sigiriya to the whale waters off Mirissa. We ride the hill-country railway, sleep under canvas near Wilpattu and find the most beautiful bays of the south.',
    cover: {
      coverline: 'The Grand Island Tour',
      teasers: ['Sigiriya at first light', 'Whales off the southern coast', "Wilpattu's forest of lakes"],
    },
    pages: [
      {
        headline: 'In This Issue',
        standfirst: 'Rock fortresses, sacred cities, hill trains and whale waters: the grand tour, reimagined.',
      },
      {
        headline: 'From the Editor',
        standfirst: 'The best itineraries leave room for a detour. This issue is full of them.',
      },
      {
        headline: 'Rock and Relic',
        standfirst: 'Sigiriya at dawn and Kandy by lamplight: the Cultural Triangle at an unhurried pace.',
      },
      {
        headline: 'Night of the Perahera',
        standfirst: 'Elephants, drummers and fire dancers in one of the great festivals of Asia.',
      },
      {
        headline: 'Portfolio: Hill Country',
        standfirst: 'Mist, tea terraces and the stone arches of the Nine Arches Bridge at Demodara.',
      },
      {
        headline: 'Two Parks, Two Moods',
        standfirst: 'Yala or Wilpattu? How to choose the safari that suits your temperament.',
      },
      {
        headline: 'Under Canvas',
        standfirst: 'Tented camps where the wilderness comes right up to the edge of the verandah.',
      },
      {
        headline: 'The Southern Road',
        standfirst: 'From Bentota to Mirissa by private car, with a stop in every bay worth knowing.',
      },
      {
        headline: 'Giants of the Deep',
        standfirst: 'Choosing a responsible whale-watching trip off Mirissa in the calm season.',
      },
      {
        headline: 'The Other Shore',
        standfirst: 'Trincomalee, Pasikudah and Arugam Bay: the east coast, at its best in the middle of the year.',
      },
      {
        headline: 'Travelling Well',
        standfirst: 'Dress codes, tipping, monsoons and trains: practical notes for a smoother journey.',
      },
      {
        headline: 'The Travel Directory',
        standfirst: 'Villas, camps and bungalows we recommend, region by region.',
      },
      {
        headline: 'Postcard',
        standfirst: 'A tuk-tuk on the coast road at dusk, its headlights catching the sea spray.',
      },
    ],
  },
  {
    id: '6',
    title: 'Culture Issue',
    date: 'November 2026',
    createdAt: '2026-11-01T09:00:00.000Z',
    description:
      "The Culture Issue celebrates the rituals, crafts and traditions that give Sri Lankan life its texture. From the gem traders of Beruwala to the brassworkers of Kandy and the cooks of the New Year table, we meet the people keeping the island's heritage alive.",
    cover: {
      coverline: 'Rituals, Crafts and Stories',
      teasers: ['The gem traders of Beruwala', 'Kandyan brass, cast by hand', 'A feast for the New Year'],
    },
    pages: [
      {
        headline: 'In This Issue',
        standfirst: "Gem markets, temple festivals, craft villages and family kitchens: the island's living culture.",
      },
      {
        headline: 'From the Editor',
        standfirst: 'Culture here is not a museum piece. It is lit, cooked, woven and sung every day.',
      },
      {
        headline: 'The Gem Street',
        standfirst: 'Early hours at China Fort in Beruwala, where fortunes change hands in folded paper.',
      },
      {
        headline: 'City of Gems',
        standfirst: 'From illam gravel to private salon: following a sapphire out of Ratnapura.',
      },
      {
        headline: 'Portfolio: Other Treasures',
        standfirst: "Moonstone, cat's eye, spinel and hessonite, photographed in natural light.",
      },
      {
        headline: 'Cast in Brass',
        standfirst: 'The lamp makers west of Kandy, where lost-wax casting has been practised for centuries.',
      },
      {
        headline: 'The Avurudu Table',
        standfirst: 'Kiribath, kokis and oil cakes: the foods and rituals of the Sinhala and Tamil New Year.',
      },
      {
        headline: 'Drums of Kandy',
        standfirst: 'The dancers and drummers who carry the Kandyan tradition from temple to stage.',
      },
      {
        headline: 'Threads of Memory',
        standfirst: 'Dumbara weaving and the families keeping an old pattern language alive.',
      },
      {
        headline: 'The Lamp Is Lit',
        standfirst: 'Why a brass oil lamp begins every important occasion in a Sri Lankan home.',
      },
      {
        headline: 'Portfolio: Pilgrim Paths',
        standfirst: "Lantern-lit steps on the night climb to the summit of Adam's Peak.",
      },
      {
        headline: 'Three Languages, One Island',
        standfirst: "The writers and poets telling Sri Lanka's stories in Sinhala, Tamil and English.",
      },
      {
        headline: 'A Taste of Jaffna',
        standfirst: 'Crab curry, odiyal kool and the bold flavours of the northern peninsula.',
      },
      {
        headline: 'Faith and Festival',
        standfirst: 'Vesak lanterns, Deepavali lamps and Christmas in Colombo: a year of celebrations.',
      },
      {
        headline: 'Culture at Home',
        standfirst: 'Lacquer, batik and brass: how to live with craft without building a museum.',
      },
      {
        headline: 'The Culture Directory',
        standfirst: 'Museums, festivals, craft villages and cultural guides across the island.',
      },
      {
        headline: 'Until Next Time',
        standfirst: 'A brass lamp flickering on a verandah as the evening drums begin.',
      },
    ],
  },
];
