import type * as Contract from '../src/index.js';
import type * as Document from './document-schemas.js';

/** The same keys, and each type assignable to the other. */
type Same<A, B> = [A, keyof A] extends [B, keyof B]
  ? [B, keyof B] extends [A, keyof A]
    ? true
    : false
  : false;
type Expect<T extends true> = T;

/**
 * Every REST view and request body of the contract is, at compile time, the schema the committed
 * OpenAPI document gives it: `npm run typecheck` fails when they drift. The document itself is
 * compared with the code by backend/test/openapi-document.e2e-spec.ts (`npm run openapi`
 * rewrites both).
 */
export type ViewsMatchDocument = [
  Expect<Same<Contract.UserView, Document.UserResponseDto>>,
  Expect<Same<Contract.ProductImageView, Document.ProductImageDto>>,
  Expect<Same<Contract.ProductVariantView, Document.ProductVariantDto>>,
  Expect<Same<Contract.ProductView, Document.ProductDto>>,
  Expect<Same<Contract.StorePackageView, Document.StorePackageDto>>,
  Expect<Same<Contract.StoreCatalogueView, Document.StorePackagesDto>>,
  Expect<Same<Contract.CreatePaymentRequest, Document.CreatePaymentDto>>,
  Expect<Same<Contract.ClientSecretView, Document.ClientSecretDto>>,
  Expect<Same<Contract.PaymentErrorView, Document.PaymentErrorDto>>,
  Expect<Same<Contract.PaymentView, Document.PaymentResponseDto>>,
  Expect<Same<Contract.PaymentIntentStatusView, Document.PaymentIntentStatusDto>>,
  Expect<Same<Contract.ImageUrlView, Document.ImageUrlDto>>,
  Expect<Same<Contract.MemberConversationView, Document.ConversationView>>,
  Expect<Same<Contract.MemberMessageView, Document.MessageView>>,
  Expect<Same<Contract.UserSummaryView, Document.UserSummaryView>>,
  Expect<Same<Contract.LastMessageView, Document.LastMessageView>>,
  Expect<Same<Contract.AdminMemberConversationView, Document.AdminConversationView>>,
  Expect<Same<Contract.AdminMemberMessageView, Document.AdminMessageView>>,
  Expect<Same<Contract.ChatStatsView, Document.ChatStatsView>>,
  Expect<Same<Contract.VisitorConversationView, Document.AnonymousConversationView>>,
  Expect<Same<Contract.VisitorMessageView, Document.AnonymousMessageView>>,
  Expect<Same<Contract.AdminVisitorConversationView, Document.AdminAnonymousConversationView>>,
  Expect<Same<Contract.SiteConfigView, Document.SiteConfigView>>,
  Expect<Same<Contract.SiteSettingsView, Document.SiteSettingsView>>,
  Expect<Same<Contract.SiteSettingsBody, Document.SiteSettingsBody>>,
  Expect<Same<Contract.LoginRequest, Document.LoginDto>>,
  Expect<Same<Contract.RegisterRequest, Document.RegisterDto>>,
  Expect<Same<Contract.PasswordResetRequest, Document.PasswordResetRequestDto>>,
  Expect<Same<Contract.PasswordResetCheckRequest, Document.PasswordResetCheckDto>>,
  Expect<Same<Contract.PasswordResetConfirmRequest, Document.PasswordResetConfirmDto>>,
  Expect<Same<Contract.EmailVerificationConfirmRequest, Document.EmailVerificationConfirmDto>>,
  Expect<Same<Contract.EmailVerificationResultView, Document.EmailVerificationResultDto>>,
  Expect<Same<Contract.EmailChangeRequest, Document.EmailChangeDto>>,
  Expect<Same<Contract.AccountEmailView, Document.AccountEmailDto>>,
  Expect<Same<Contract.CreateConversationRequest, Document.CreateConversationDto>>,
  Expect<Same<Contract.UpdateStatusRequest, Document.UpdateStatusDto>>,
  Expect<Same<Contract.NicknameRequest, Document.NicknameDto>>,
  Expect<Same<Contract.DeviceConversationRequest, Document.DeviceConversationDto>>,
  Expect<Same<Contract.RenameRequest, Document.RenameDto>>,
  Expect<Same<Contract.RenameRequest, Document.AdminRenameDto>>,
  Expect<Same<Contract.GuestConversationRequest, Document.GuestConversationDto>>,
  Expect<Same<Contract.SendMessageRequest, Document.SendMessageDto>>,
  Expect<Same<Contract.DeviceMessageRequest, Document.DeviceMessageDto>>,
  Expect<Same<Contract.GuestMessageRequest, Document.GuestMessageDto>>,
  Expect<Same<Contract.AdminVisitorMessageRequest, Document.AdminAnonymousMessageDto>>,
  Expect<Same<Contract.NoteAuthorView, Document.NoteAuthorDto>>,
  Expect<Same<Contract.ConversationNoteView, Document.ConversationNoteDto>>,
  Expect<Same<Contract.CreateNoteRequest, Document.CreateNoteDto>>,
  Expect<Same<Contract.SavedReplyView, Document.SavedReplyViewDto>>,
  Expect<Same<Contract.SavedReplyRequest, Document.SavedReplyDto>>,
  Expect<Same<Partial<Contract.SavedReplyRequest>, Document.UpdateSavedReplyDto>>,
  Expect<Same<Contract.AssignRequest, Document.AssignDto>>,
  Expect<Same<Contract.DeskAdminView, Document.DeskAdminView>>,
  Expect<Same<Contract.CustomerConversationView, Document.CustomerConversationView>>,
  Expect<Same<Contract.MemberCustomerView, Document.MemberCustomerView>>,
  Expect<Same<Contract.VisitorCustomerView, Document.VisitorCustomerView>>,
  Expect<Same<Contract.SnippetPart, Document.SnippetPartView>>,
  Expect<Same<Contract.MemberMessageHitView, Document.MemberMessageHitDto>>,
  Expect<Same<Contract.VisitorMessageHitView, Document.VisitorMessageHitDto>>,
  Expect<Same<Contract.DeskReportView, Document.DeskReportView>>,
  Expect<Same<Contract.ReportDayView, Document.ReportDayView>>,
  Expect<Same<Contract.ReportAdminView, Document.ReportAdminView>>,
  Expect<Same<Contract.StoreReportView, Document.StoreReportView>>,
  Expect<Same<Contract.StoreRevenueDayView, Document.StoreRevenueDayView>>,
  Expect<Same<Contract.StoreMembersDayView, Document.StoreMembersDayView>>,
  Expect<Same<Contract.StoreVipsDayView, Document.StoreVipsDayView>>,
  Expect<Same<Contract.StoreConversionDayView, Document.StoreConversionDayView>>,
  Expect<Same<Contract.StoreConversionTotalView, Document.StoreConversionTotalView>>,
  Expect<Same<Contract.SupportStatusView, Document.SupportStatusView>>,
  Expect<Same<Contract.FollowUpEmailView, Document.FollowUpEmailView>>,
  Expect<Same<Contract.FollowUpEmailBody, Document.FollowUpEmailDto>>,
  Expect<Same<Contract.SecondFactorChallenge, Document.SecondFactorChallengeDto>>,
  Expect<Same<Contract.SecondFactorRequest, Document.SecondFactorDto>>,
  Expect<Same<Contract.TwoFactorStatusView, Document.TwoFactorStatusDto>>,
  Expect<Same<Contract.TwoFactorSetupView, Document.TwoFactorSetupDto>>,
  Expect<Same<Contract.TwoFactorCodeRequest, Document.TwoFactorCodeDto>>,
  Expect<Same<Contract.TwoFactorRecoveryCodesView, Document.TwoFactorRecoveryCodesDto>>,
  Expect<Same<Contract.TwoFactorDisableRequest, Document.TwoFactorDisableDto>>,
];
