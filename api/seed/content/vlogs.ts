import type { SeedVlog } from '../types.ts';

export const vlogs: SeedVlog[] = [
  {
    id: 'first-class-to-ella-the-hill-country-by-slow-train',
    title: 'First Class to Ella: The Hill Country by Slow Train',
    excerpt:
      'We ride the observation saloon from Kandy to Ella, through tea country, tunnels and cloud, and find out why the slowest journey on the island is also the most luxurious.',
    author: 'Kavya Ratnayake',
    category: 'travel',
    createdAt: '2025-02-14T08:00:00.000Z',
    videoURL: 'https://www.youtube.com/watch?v=Qm7xR2kLp0A',
    description: [
      `The train from Kandy to Ella takes the better part of seven hours to cover a distance a car could manage in four, and that is precisely the point. In this film we ride in the <strong>observation saloon</strong> at the rear of the train, watching tea estates, waterfalls and mountain villages slide past the wide window as the line climbs into the clouds.`,
      `Along the way we share a thermos of estate tea with a retired stationmaster, buy warm vadai through the window at a hill station platform, and lean out of the open door as the carriages curve through the pines. On our last morning we walk the tracks to the <a href="https://en.wikipedia.org/wiki/Nine_Arch_Bridge">Nine Arch Bridge</a> near Ella before breakfast.`,
      `We end each day at a restored planter's bungalow above the town, where dinner is served beside a log fire and the only sound after dark is the wind in the eucalyptus. For more journeys like this one, browse our <a href="/travel">travel section</a>.`,
    ],
    variations: [
      {
        subtitle: 'The Observation Saloon',
        description: [
          `What it is really like to travel in the rear carriage, how far ahead to book a seat, and which stretches of the line are best enjoyed from the open doorway rather than the window. We also explain why a cushion and a light jacket are worth packing, however warm it feels in Kandy.`,
        ],
      },
      {
        subtitle: 'Tea at Every Station',
        description: [
          `Each platform has its own vendors and its own speciality, from spiced chickpeas in paper cones to sweet milk tea poured from a height. We sample as many as we decently can and meet the families who have sold to passing trains for three generations.`,
        ],
      },
      {
        subtitle: 'A Bungalow Above the Clouds',
        description: [
          `Our base for the final two nights is a planter's bungalow with six rooms, a walled garden and a view that drops straight into the Ella Gap.`,
          `The cook shows us how to make a proper hill-country breakfast of string hoppers, coconut sambol and a gentle potato curry, served on the lawn as the mist burns away.`,
        ],
      },
    ],
    poster: 'Blue train curving through tea fields above a misty valley',
  },
  {
    id: 'from-pit-to-polish-following-a-sapphire-in-ratnapura',
    title: 'From Pit to Polish: Following a Sapphire in Ratnapura',
    excerpt:
      "One stone, five pairs of hands. We follow a cornflower-blue sapphire from the gravel of a family pit to a jeweller's bench in Colombo.",
    author: 'Shehara Fernando',
    category: 'gems',
    createdAt: '2025-06-03T10:30:00.000Z',
    videoURL: 'https://youtu.be/t9Zb_4HwNeY',
    description: [
      `Ratnapura, whose name means city of gems, has supplied sapphires to the world for well over two thousand years. This film follows a single stone from the moment it is found in the gravel of a family-run pit to the moment it is set in a ring in Colombo, and meets the miners, washers, cutters and dealers who handle it along the way.`,
      `We climb down a timber-shored shaft with the miners, watch the gem-bearing gravel being washed in wide cane baskets at the water's edge, and sit with a lapidary as he studies a rough crystal for an hour before making his first cut. The finished sapphire is a soft cornflower blue, and its journey turns out to be far more remarkable than its price.`,
    ],
    variations: [
      {
        subtitle: 'The Washing Baskets',
        description: [
          `The most hypnotic part of the process is the washing. Miners stand waist-deep in muddy water, swirling gravel in shallow baskets until only the heaviest stones remain. An experienced eye can pick out a sapphire by its weight and faint gleam in seconds.`,
        ],
      },
      {
        subtitle: "At the Cutter's Wheel",
        description: [
          `A lapidary explains how he decides where to cut, balancing colour, clarity and weight, and why he will sometimes sacrifice carats to bring out a better blue. We watch the facets appear one by one under his loupe.`,
        ],
      },
      {
        subtitle: "The Dealers' Street",
        description: [
          `Every morning, dealers gather along one street in the town centre, holding small paper packets of stones up to the light and negotiating in low voices.`,
          `We learn the etiquette of the trade, the meaning of a folded packet returned without a word, and why trust matters more here than any certificate.`,
        ],
      },
    ],
    poster: 'Miner holding a rough blue sapphire above a washing basket',
  },
  {
    id: 'draping-the-kandyan-osariya-a-masterclass',
    title: 'Draping the Kandyan Osariya: A Masterclass',
    excerpt:
      'The frilled waist, the fall over the shoulder, the final pin. A Colombo stylist who has dressed three generations of brides shows us how it is done.',
    author: 'Anjali Wickramasinghe',
    category: 'fashion',
    createdAt: '2025-11-20T14:00:00.000Z',
    videoURL: 'https://www.youtube.com/watch?v=Lr3vK8-pXsU',
    description: [
      `The Kandyan osariya, with its frilled waist and the fall of silk over the left shoulder, is one of the most elegant ways to wear a saree and one of the hardest to master. In this masterclass, a Colombo stylist who has dressed three generations of brides shows us, step by step, how to drape it so that it stays perfect from ceremony to last dance.`,
      `We begin with the choice of fabric, from heavy <strong>Kanchipuram silk</strong> to light handloom cotton for daytime, and move through the pleating, the signature frill and the final pinning. Along the way we learn why the blouse matters as much as the saree, and how the right jewellery changes the whole effect. There is more in our <a href="/fashion">fashion section</a>.`,
    ],
    variations: [
      {
        subtitle: 'The Bridal Drape',
        description: [
          `For a wedding, the osariya is made in heavy silk woven with gold thread and worn with layers of traditional jewellery. Our stylist shows how to build the frill so that it holds its shape under the weight, and how to pin the shoulder fall so that it never slips during a long ceremony.`,
        ],
      },
      {
        subtitle: 'A Modern Twist',
        description: [
          `Younger clients are wearing the drape in new ways: over slim trousers, with a cropped jacket in place of the blouse, or in a plain handloom cotton with a single statement necklace. We try three contemporary versions and discuss which rules can be broken and which cannot.`,
        ],
      },
    ],
    poster: 'Stylist pleating ivory silk into a Kandyan frill',
  },
  {
    id: 'hairpins-and-tea-a-1960s-roadster-in-the-hill-country',
    title: 'Hairpins and Tea: A 1960s Roadster in the Hill Country',
    excerpt:
      'Eighteen hairpin bends, one restored British roadster and a tea estate veranda at the top. The most fun we have had on four wheels all year.',
    author: 'Dilshan Jayawardena',
    category: 'automobile',
    createdAt: '2026-03-09T06:15:00.000Z',
    videoURL: 'https://youtu.be/hN5cW1jTq2o',
    description: [
      `Eighteen hairpin bends separate the dry plains from the hill country on the road up to Hunnasgiriya, and we tackle every one of them in a lovingly restored British roadster from the early sixties. It is not fast, it is not especially comfortable, and it is the most fun we have had on four wheels all year.`,
      `We meet the owner, who spent four years restoring the car in a small workshop outside Kandy, talk through the challenges of keeping a classic alive in the tropics, and end the day on a tea estate veranda with the engine ticking as it cools. Everything was filmed at dawn, before the lorries and buses take over the road.`,
    ],
    variations: [
      {
        subtitle: 'The Eighteen Bends',
        description: [
          `A corner-by-corner account of the climb, with the roof down and the cooling fan working hard. We explain why second gear is your friend, where to pull over for the view, and why the descent is harder on a sixty-year-old car than the ascent.`,
        ],
      },
      {
        subtitle: 'Inside the Restoration',
        description: [
          `Back in the workshop, the owner and his mechanic walk us through the rebuild: a rewired dashboard, a rebuilt gearbox, new chrome sourced from England and a fabric hood stitched by a local upholsterer who had never made one before.`,
        ],
      },
    ],
    poster: 'Red vintage roadster on a hairpin bend above tea slopes',
  },
  {
    id: 'building-a-festival-stage-on-the-sand',
    title: 'Building a Festival Stage on the Sand',
    excerpt:
      'Forty-eight hours, a pile of bamboo and a crew of twenty. Behind the scenes at a small south coast music festival as it rises from an empty beach.',
    author: 'Tharindu Senanayake',
    category: 'entertainment',
    createdAt: '2026-07-01T17:30:00.000Z',
    videoURL: 'https://www.youtube.com/watch?v=X0gFm6yRb_E',
    description: [
      `Forty-eight hours before the first band plays, the beach is empty apart from a pile of bamboo, a generator and a crew of twenty. This film follows the team behind a small south coast music festival as they build a stage, a sound system and a dance floor on the sand, racing both the tide and the weather.`,
      `We meet the lighting designer who rigs her lanterns with coconut-fibre rope, the sound engineer who spends a whole night tuning speakers against the roar of the surf, and the <em>baila</em> band who open the festival at sunset. The result is a night of music that is rough around the edges and utterly joyful.`,
      `When the last song fades, the same crew takes everything down, sorts every scrap of rubbish and leaves the beach exactly as they found it, ready for the fishing boats at dawn. It may be the most impressive part of the whole operation. More live music lives in our <a href="/entertainment">entertainment section</a>.`,
    ],
    variations: [
      {
        subtitle: 'Racing the Tide',
        description: [
          `The stage has to sit above the high-water mark but close enough to the sea for the sunset to frame the band. We watch the crew measure, argue, and finally sink the bamboo footings as the water creeps up the beach.`,
        ],
      },
      {
        subtitle: 'Sunset Soundcheck',
        description: [
          `An hour before the gates open, the band runs through its opening numbers to an audience of fishermen and stray dogs. It is one of the loveliest moments of the weekend, and the only time the musicians can hear themselves properly.`,
        ],
      },
    ],
    poster: 'Bamboo stage lit with lanterns on a beach at dusk',
  },
  {
    id: 'kitesurfing-the-kalpitiya-lagoon',
    title: 'Kitesurfing the Kalpitiya Lagoon',
    excerpt:
      'Steady wind, flat warm water and a lagoon shallow enough to stand up in. Three days on the northwest coast, from first lesson to first proper ride.',
    author: 'Rohan de Silva',
    category: 'sports',
    createdAt: '2026-10-15T09:00:00.000Z',
    videoURL: 'https://youtu.be/Pz4dVk9s-Lw',
    description: [
      `On the northwest coast, the long, shallow lagoon at Kalpitiya has become one of the best places in Asia to learn to kitesurf. Steady winds blow for months at a time, the water is flat and warm, and across much of the lagoon you can simply stand up when you fall. We spend three days here, from first lesson to first proper ride.`,
      `We learn to fly the kite on the beach, take our first wobbly runs across the lagoon, and join experienced riders on a downwind trip to a remote sandbar where dolphins follow the boat home. In the evenings there is grilled fish, cold drinks and a hammock strung between two palms, which after a day on the water feels entirely earned.`,
    ],
    variations: [
      {
        subtitle: 'First Lesson',
        description: [
          `Our instructor starts on dry sand with a small trainer kite, teaching us to read the wind and keep the kite steady overhead. Only when we can do that with our eyes half closed does she let us near the water, and she is right to be strict.`,
        ],
      },
      {
        subtitle: 'The Downwind Run',
        description: [
          `On the final day we join a group of confident riders for a long run down the lagoon, with a support boat carrying water, spare lines and a camera.`,
          `Flat water, a steady breeze and mangroves sliding past on either side make it one of the most exhilarating hours we have spent on the island.`,
        ],
      },
    ],
    poster: 'Kitesurfer carving across a flat turquoise lagoon',
  },
];
