/** The seed's authors: records for six of the names its bylines carry (the others stay names only). */
import type { WireAuthor } from '../../../contract/authors.ts';

export const authors: WireAuthor[] = [
  {
    slug: 'rohan-de-silva',
    name: 'Rohan de Silva',
    bio: 'Rohan writes on motoring, sailing and sport from Colombo, and keeps a Series One Land Rover running in the hill country.',
    links: [{ label: 'Instagram', url: 'https://www.instagram.com/' }],
  },
  {
    slug: 'kavya-ratnayake',
    name: 'Kavya Ratnayake',
    bio: 'Kavya covers fashion, philanthropy and travel, and takes the slow train to Ella whenever she can.',
    links: [],
  },
  {
    slug: 'farah-marikar',
    name: 'Farah Marikar',
    bio: 'Farah grew up between Beruwala and Colombo and writes on gems, gardens and the southern coast.',
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/' }],
  },
  {
    slug: 'meera-kandiah',
    name: 'Meera Kandiah',
    bio: 'Meera writes on craft, jewellery and the Sri Lankan table, and trained as a gemmologist in Ratnapura.',
    links: [],
  },
  {
    slug: 'shiran-abeywardena',
    name: 'Shiran Abeywardena',
    bio: 'Shiran is an architect who writes on houses, metalwork and the craft of furnishing them.',
    links: [],
  },
  {
    slug: 'amaya-senanayake',
    name: 'Amaya Senanayake',
    bio: 'Amaya writes on weaving, sapphires and the verandah life of the Kandyan hills.',
    links: [],
  },
];
