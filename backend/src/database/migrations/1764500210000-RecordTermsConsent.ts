import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registration asks the visitor to confirm being 18 or older and accepting the Terms of Service:
 * the account keeps when it did and the date of those terms. Accounts made before have neither
 * (null): they were never asked, and nothing is made up for them.
 */
export class RecordTermsConsent1764500210000 implements MigrationInterface {
  name = 'RecordTermsConsent1764500210000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "users"
        ADD "termsAcceptedAt" timestamptz,
        ADD "termsVersion" date,
        ADD CONSTRAINT "users_terms_consent_check"
          CHECK (("termsAcceptedAt" IS NULL) = ("termsVersion" IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "users"
        DROP CONSTRAINT "users_terms_consent_check",
        DROP "termsVersion",
        DROP "termsAcceptedAt"`);
  }
}
