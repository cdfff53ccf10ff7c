import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Option names in the order of the variant title's parts ("Black / S" → Color, then Size). */
function inTitleOrder(title: string, options: Record<string, string>): Record<string, string> {
  const parts = title.split(' / ');
  const position = (value: string) => {
    const index = parts.indexOf(value);
    return index < 0 ? parts.length : index;
  };
  return Object.fromEntries(
    Object.entries(options).sort(([, a], [, b]) => position(a) - position(b)),
  );
}

/**
 * jsonb keeps an object's keys sorted by length, so "Size" came before "Color". json keeps
 * them as written; the options already stored are put back in the order of their title.
 */
export class KeepVariantOptionOrder1763790200000 implements MigrationInterface {
  name = 'KeepVariantOptionOrder1763790200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "merchandise_variants" ALTER COLUMN "options" DROP DEFAULT`,
    );
    await queryRunner.query(
      `ALTER TABLE "merchandise_variants" ALTER COLUMN "options" TYPE json USING "options"::json`,
    );
    await queryRunner.query(
      `ALTER TABLE "merchandise_variants" ALTER COLUMN "options" SET DEFAULT '{}'`,
    );
    const variants: { id: number; title: string; options: Record<string, string> }[] =
      await queryRunner.query(`SELECT "id", "title", "options" FROM "merchandise_variants"`);
    for (const variant of variants) {
      await queryRunner.query(`UPDATE "merchandise_variants" SET "options" = $1 WHERE "id" = $2`, [
        JSON.stringify(inTitleOrder(variant.title, variant.options)),
        variant.id,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "merchandise_variants" ALTER COLUMN "options" DROP DEFAULT`,
    );
    await queryRunner.query(
      `ALTER TABLE "merchandise_variants" ALTER COLUMN "options" TYPE jsonb USING "options"::jsonb`,
    );
    await queryRunner.query(
      `ALTER TABLE "merchandise_variants" ALTER COLUMN "options" SET DEFAULT '{}'`,
    );
  }
}
