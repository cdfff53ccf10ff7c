import type { MigrationInterface, QueryRunner } from 'typeorm';

interface SeedVariant {
  title: string;
  price: number;
  options: Record<string, string>;
}

interface SeedProduct {
  id: string;
  title: string;
  description: string;
  tags: string[];
  images: { file: string; isDefault: boolean }[];
  variants: SeedVariant[];
}

/** Every combination of two options, priced by `priceOf`. */
function grid(
  first: [string, string[]],
  second: [string, string[]],
  priceOf: (firstValue: string, secondValue: string) => number,
): SeedVariant[] {
  const [firstName, firstValues] = first;
  const [secondName, secondValues] = second;
  return firstValues.flatMap((a) =>
    secondValues.map((b) => ({
      title: `${a} / ${b}`,
      price: priceOf(a, b),
      options: { [firstName]: a, [secondName]: b },
    })),
  );
}

function single(name: string, values: [string, number][]): SeedVariant[] {
  return values.map(([value, price]) => ({ title: value, price, options: { [name]: value } }));
}

const SIZES = ['S', 'M', 'L', 'XL'];

/** The demo catalogue; its pictures ship with the site under /images/merchandise. */
const CATALOGUE: SeedProduct[] = [
  {
    id: '569ec94e-4a3f-4740-8176-e3d6bb043708',
    title: 'Club Logo Tee',
    description:
      'Soft ring-spun cotton tee with the gold Play Money Club spade on the chest and "Play Money Only" across the back. Regular fit, pre-shrunk.',
    tags: ['Apparel', 'Bestseller', 'Poker'],
    images: [
      { file: 'club-logo-tee-black.svg', isDefault: false },
      { file: 'club-logo-tee-navy.svg', isDefault: true },
    ],
    variants: grid(['Color', ['Black', 'Navy']], ['Size', SIZES], (_, size) =>
      size === 'XL' ? 2700 : 2500,
    ),
  },
  {
    id: 'e402adab-c4a7-4e3a-8985-baaf65b62905',
    title: 'Galactic Arcade Hoodie',
    description:
      'Heavyweight fleece hoodie with the Galactic Arcade rocket on the front and a starfield sleeve print. Kangaroo pocket and lined hood.',
    tags: ['Apparel', 'Arcade'],
    images: [
      { file: 'arcade-hoodie-midnight.svg', isDefault: true },
      { file: 'arcade-hoodie-violet.svg', isDefault: false },
    ],
    variants: grid(['Color', ['Midnight', 'Nebula Violet']], ['Size', SIZES], (_, size) =>
      size === 'XL' ? 5900 : 5500,
    ),
  },
  {
    id: '02887224-719d-4aea-9afb-6aa36559dab4',
    title: 'Royal Flush Snapback',
    description:
      'Structured six-panel snapback with an embroidered royal flush on the front and the club name on the strap. One size fits most.',
    tags: ['Accessories', 'Poker'],
    images: [{ file: 'royal-flush-cap.svg', isDefault: true }],
    variants: single('Color', [
      ['Black / Gold', 2800],
      ['Navy / Cyan', 2800],
      ['White / Violet', 2800],
    ]),
  },
  {
    id: '661ebf96-aff1-4a8f-a011-e894f251b019',
    title: 'All-In Coffee Mug',
    description:
      'Glossy ceramic mug that says "All In" on one side and shows a stack of chips on the other. Dishwasher and microwave safe.',
    tags: ['Drinkware', 'Poker'],
    images: [
      { file: 'all-in-mug-white.svg', isDefault: true },
      { file: 'all-in-mug-black.svg', isDefault: false },
    ],
    variants: grid(['Size', ['11 oz', '15 oz']], ['Color', ['White', 'Black']], (size) =>
      size === '11 oz' ? 1600 : 1900,
    ),
  },
  {
    id: '7e949ea5-6b78-4eb7-9022-1ec47a7ef8a1',
    title: 'High Roller Chip Set',
    description:
      'Clay-composite chips in five club colours with a dealer button and two decks, packed in an aluminium case. For home games with play money.',
    tags: ['Poker', 'Home Game', 'Limited'],
    images: [{ file: 'chip-set.svg', isDefault: true }],
    variants: single('Chips', [
      ['300 chips', 4500],
      ['500 chips', 6900],
      ['1000 chips', 11900],
    ]),
  },
  {
    id: '994b0169-d25d-4520-9cb9-4a9e88f2315c',
    title: 'Club Playing Cards',
    description:
      'Plastic-coated poker-size cards with jumbo indices and the club spade on the back. Shuffle-friendly and easy to read across the table.',
    tags: ['Poker', 'Home Game'],
    images: [{ file: 'playing-cards.svg', isDefault: true }],
    variants: single('Pack', [
      ['Single deck', 1200],
      ['Two-deck set', 2000],
      ['Dealer box (12 decks)', 11000],
    ]),
  },
  {
    id: '1649269d-8e53-4153-bb62-22627217c665',
    title: 'Sportsbook Jersey',
    description:
      'Breathable mesh jersey in the sportsbook colours with the number 00 and the club crest. Wear it for the big game.',
    tags: ['Apparel', 'Sportsbook'],
    images: [
      { file: 'sportsbook-jersey-home.svg', isDefault: true },
      { file: 'sportsbook-jersey-away.svg', isDefault: false },
    ],
    variants: grid(['Style', ['Home', 'Away']], ['Size', SIZES], () => 4800),
  },
  {
    id: 'ae87861b-080b-40cc-9ec9-66de226794d9',
    title: 'Cosmic Sticker Pack',
    description:
      'Weatherproof vinyl stickers of club icons: spades, chips, rockets, dice and the Galactic Arcade planet.',
    tags: ['Accessories', 'Arcade'],
    images: [{ file: 'sticker-pack.svg', isDefault: true }],
    variants: single('Pack', [
      ['5 stickers', 600],
      ['10 stickers', 1000],
      ['20 stickers', 1800],
    ]),
  },
  {
    id: '54c0ba49-9e31-41ee-9d9c-3539234cccff',
    title: 'Felt Desk Mat',
    description:
      'Stitched-edge desk mat with a card-table felt top and a rubber base. Big enough for a keyboard, a mouse and a stack of chips.',
    tags: ['Accessories', 'Poker'],
    images: [{ file: 'desk-mat.svg', isDefault: true }],
    variants: grid(
      ['Size', ['Standard', 'XL']],
      ['Color', ['Table Green', 'Space Black']],
      (size) => (size === 'Standard' ? 2400 : 3200),
    ),
  },
  {
    id: '2a3b899d-0ec6-4394-95c4-3dbf872a8d22',
    title: 'Jackpot Tote Bag',
    description:
      'Sturdy canvas tote with a slot-machine jackpot print and an inside pocket for your phone.',
    tags: ['Accessories'],
    images: [{ file: 'jackpot-tote.svg', isDefault: true }],
    variants: single('Color', [
      ['Natural', 2200],
      ['Black', 2200],
    ]),
  },
];

export class CreateMerchandise1763790100000 implements MigrationInterface {
  name = 'CreateMerchandise1763790100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "merchandise_products" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" varchar(200) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "tags" text[] NOT NULL DEFAULT '{}',
        "position" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "merchandise_products_order_idx" ON "merchandise_products" ("position", "createdAt")`,
    );
    await queryRunner.query(`
      CREATE TABLE "merchandise_images" (
        "id" serial PRIMARY KEY,
        "productId" uuid NOT NULL REFERENCES "merchandise_products" ("id") ON DELETE CASCADE,
        "src" varchar(2048) NOT NULL,
        "isDefault" boolean NOT NULL DEFAULT false,
        "position" integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(
      `CREATE INDEX "merchandise_images_product_idx" ON "merchandise_images" ("productId", "position")`,
    );
    await queryRunner.query(`
      CREATE TABLE "merchandise_variants" (
        "id" serial PRIMARY KEY,
        "productId" uuid NOT NULL REFERENCES "merchandise_products" ("id") ON DELETE CASCADE,
        "title" varchar(200) NOT NULL,
        "price" integer NOT NULL CHECK ("price" >= 0),
        "options" jsonb NOT NULL DEFAULT '{}',
        "position" integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(
      `CREATE INDEX "merchandise_variants_product_idx" ON "merchandise_variants" ("productId", "position")`,
    );

    for (const [position, product] of CATALOGUE.entries()) {
      await queryRunner.query(
        `INSERT INTO "merchandise_products" ("id", "title", "description", "tags", "position") VALUES ($1, $2, $3, $4, $5)`,
        [product.id, product.title, product.description, product.tags, position],
      );
      for (const [index, image] of product.images.entries()) {
        await queryRunner.query(
          `INSERT INTO "merchandise_images" ("productId", "src", "isDefault", "position") VALUES ($1, $2, $3, $4)`,
          [product.id, `/images/merchandise/${image.file}`, image.isDefault, index],
        );
      }
      for (const [index, variant] of product.variants.entries()) {
        await queryRunner.query(
          `INSERT INTO "merchandise_variants" ("productId", "title", "price", "options", "position") VALUES ($1, $2, $3, $4, $5)`,
          [product.id, variant.title, variant.price, JSON.stringify(variant.options), index],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "merchandise_variants"`);
    await queryRunner.query(`DROP TABLE "merchandise_images"`);
    await queryRunner.query(`DROP TABLE "merchandise_products"`);
  }
}
