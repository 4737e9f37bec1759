export interface Product {
  slug: string;
  name: string;
  blurb: string;
  price: number;
  /** Tile colour for the product's label art. */
  hue: number;
  department: 'pantry' | 'spirits' | 'scratchers';
  /** Shown on age-restricted products. */
  abv?: string;
}

const PRODUCTS: Product[] = [
  {
    slug: 'harbour-coffee',
    name: 'Harbour Blend Coffee',
    blurb: 'Medium roast, notes of cocoa and orange peel. 250 g, whole bean.',
    price: 12.5,
    hue: 25,
    department: 'pantry',
  },
  {
    slug: 'olive-oil',
    name: 'Cold-Pressed Olive Oil',
    blurb: 'Grassy and peppery, from a single grove. 500 ml.',
    price: 16,
    hue: 75,
    department: 'pantry',
  },
  {
    slug: 'sea-salt-chocolate',
    name: 'Sea Salt Chocolate',
    blurb: '70 % cacao with flakes of Maldon salt. 100 g bar.',
    price: 5.75,
    hue: 345,
    department: 'pantry',
  },
  {
    slug: 'wildflower-honey',
    name: 'Wildflower Honey',
    blurb: 'Raw, unfiltered, from hives two streets away. 340 g jar.',
    price: 9,
    hue: 45,
    department: 'pantry',
  },
  {
    slug: 'highland-single-malt',
    name: 'Highland Single Malt',
    blurb: 'Twelve years in sherry casks: dried fruit, toffee, a wisp of smoke.',
    price: 64,
    hue: 30,
    department: 'spirits',
    abv: '43 %',
  },
  {
    slug: 'oaxacan-mezcal',
    name: 'Oaxacan Mezcal',
    blurb: 'Espadín agave roasted in earthen pits. Smoky, bright, mineral.',
    price: 48,
    hue: 150,
    department: 'spirits',
    abv: '45 %',
  },
  {
    slug: 'garden-gin',
    name: 'Garden Gin',
    blurb: 'Juniper, lemon verbena and cucumber, distilled in small batches.',
    price: 36,
    hue: 190,
    department: 'spirits',
    abv: '41 %',
  },
  {
    slug: 'spiced-rum',
    name: 'Spiced Dark Rum',
    blurb: 'Caribbean molasses rum with vanilla, clove and burnt sugar.',
    price: 32,
    hue: 10,
    department: 'spirits',
    abv: '40 %',
  },
  {
    slug: 'golden-ticket',
    name: 'Golden Ticket',
    blurb: 'A $2 scratcher with a top prize of $20,000. California Lottery, 18+.',
    price: 2,
    hue: 48,
    department: 'scratchers',
  },
  {
    slug: 'lucky-sevens',
    name: 'Lucky Sevens',
    blurb: 'Match three 7s. A $5 scratcher, top prize $100,000. 18+.',
    price: 5,
    hue: 280,
    department: 'scratchers',
  },
];

export function productsIn(department: Product['department']): Product[] {
  return PRODUCTS.filter((p) => p.department === department);
}

export function findProduct(slug: string): Product | undefined {
  return PRODUCTS.find((p) => p.slug === slug);
}

export function formatPrice(price: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price);
}
