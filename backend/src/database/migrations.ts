import { CreateUsersAndSessions1763770000000 } from './migrations/1763770000000-CreateUsersAndSessions.js';
import { CreateChat1763780000000 } from './migrations/1763780000000-CreateChat.js';
import { AddMemberPackagesAndPayments1763790000000 } from './migrations/1763790000000-AddMemberPackagesAndPayments.js';
import { CreateMerchandise1763790100000 } from './migrations/1763790100000-CreateMerchandise.js';
import { KeepVariantOptionOrder1763790200000 } from './migrations/1763790200000-KeepVariantOptionOrder.js';
import { TrackUploadedImages1763800000000 } from './migrations/1763800000000-TrackUploadedImages.js';
import { IndexSessionsByAccount1763800500000 } from './migrations/1763800500000-IndexSessionsByAccount.js';
import { CreateLoginThrottle1763800510000 } from './migrations/1763800510000-CreateLoginThrottle.js';
import { AddConversationAssignee1764100000000 } from './migrations/1764100000000-AddConversationAssignee.js';
import { AddCustomerContext1764100300000 } from './migrations/1764100300000-AddCustomerContext.js';
import { CreateConversationNotes1764100100000 } from './migrations/1764100100000-CreateConversationNotes.js';
import { CreateSavedReplies1764100200000 } from './migrations/1764100200000-CreateSavedReplies.js';
import { IndexMessageText1764100400000 } from './migrations/1764100400000-IndexMessageText.js';
import { IndexMessageWordRuns1764200000000 } from './migrations/1764200000000-IndexMessageWordRuns.js';
import { AddNoteEditedAt1764200100000 } from './migrations/1764200100000-AddNoteEditedAt.js';
import { ListConversationsFromFirstMessage1764200200000 } from './migrations/1764200200000-ListConversationsFromFirstMessage.js';
import { RememberDepositRequests1764200250000 } from './migrations/1764200250000-RememberDepositRequests.js';
import { AddFollowUpEmail1764200300000 } from './migrations/1764200300000-AddFollowUpEmail.js';
import { CreatePasswordResetTokens1764300000000 } from './migrations/1764300000000-CreatePasswordResetTokens.js';
import { CreateFollowUpMails1764300100000 } from './migrations/1764300100000-CreateFollowUpMails.js';
import { CreateSiteSettings1764300200000 } from './migrations/1764300200000-CreateSiteSettings.js';
import { KeepPaymentsOfDeletedAccounts1764300300000 } from './migrations/1764300300000-KeepPaymentsOfDeletedAccounts.js';
import { CreateTwoFactorCredentials1764300400000 } from './migrations/1764300400000-CreateTwoFactorCredentials.js';
import { CreateEmailVerification1764300500000 } from './migrations/1764300500000-CreateEmailVerification.js';
import { AddMemberAdministration1764400100000 } from './migrations/1764400100000-AddMemberAdministration.js';
import { AddPaymentRefunds1764400200000 } from './migrations/1764400200000-AddPaymentRefunds.js';
import { LinkUploadedImagesToProducts1764400300000 } from './migrations/1764400300000-LinkUploadedImagesToProducts.js';
import { RecordStoreCheckouts1764400400000 } from './migrations/1764400400000-RecordStoreCheckouts.js';
import { AddPaymentRequests1764400500000 } from './migrations/1764400500000-AddPaymentRequests.js';
import { CoverVipGrantsIndex1764400410000 } from './migrations/1764400410000-CoverVipGrantsIndex.js';
import { ConfirmFollowUpEmails1764500180000 } from './migrations/1764500180000-ConfirmFollowUpEmails.js';
import { IndexPendingSignInsByAccount1764500170000 } from './migrations/1764500170000-IndexPendingSignInsByAccount.js';
import { RecordDemoPayments1764500190000 } from './migrations/1764500190000-RecordDemoPayments.js';
import { AddClientMessageIds1764500200000 } from './migrations/1764500200000-AddClientMessageIds.js';
import { RecordTermsConsent1764500210000 } from './migrations/1764500210000-RecordTermsConsent.js';

/** Every migration, in order. A new migration is added here as well as in migrations/. */
export const migrations = [
  CreateUsersAndSessions1763770000000,
  CreateChat1763780000000,
  AddMemberPackagesAndPayments1763790000000,
  CreateMerchandise1763790100000,
  KeepVariantOptionOrder1763790200000,
  TrackUploadedImages1763800000000,
  IndexSessionsByAccount1763800500000,
  CreateLoginThrottle1763800510000,
  AddConversationAssignee1764100000000,
  CreateConversationNotes1764100100000,
  CreateSavedReplies1764100200000,
  AddCustomerContext1764100300000,
  IndexMessageText1764100400000,
  IndexMessageWordRuns1764200000000,
  AddNoteEditedAt1764200100000,
  ListConversationsFromFirstMessage1764200200000,
  RememberDepositRequests1764200250000,
  AddFollowUpEmail1764200300000,
  CreatePasswordResetTokens1764300000000,
  CreateFollowUpMails1764300100000,
  CreateSiteSettings1764300200000,
  KeepPaymentsOfDeletedAccounts1764300300000,
  CreateTwoFactorCredentials1764300400000,
  CreateEmailVerification1764300500000,
  AddMemberAdministration1764400100000,
  AddPaymentRefunds1764400200000,
  LinkUploadedImagesToProducts1764400300000,
  RecordStoreCheckouts1764400400000,
  CoverVipGrantsIndex1764400410000,
  AddPaymentRequests1764400500000,
  IndexPendingSignInsByAccount1764500170000,
  ConfirmFollowUpEmails1764500180000,
  RecordDemoPayments1764500190000,
  AddClientMessageIds1764500200000,
  RecordTermsConsent1764500210000,
];
