import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { TERMS_VERSION } from '@club/contracts';
import { LANDING_SECTIONS } from '@/config/site';
import { useSectionLink } from '@/hooks/use-section-link';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { TextLink } from './text-link';

/** The date the terms took effect, the one each registration records (TERMS_VERSION). */
function formatTermsDate(): string {
  return new Date(`${TERMS_VERSION}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function TermsFooter() {
  const sectionLink = useSectionLink();

  return (
    <>
      <Typography variant="body2">Last updated: {formatTermsDate()}</Typography>
      <Typography variant="body2">
        Questions about these terms? Use the{' '}
        <Link
          component={RouterLink}
          {...sectionLink(LANDING_SECTIONS.contact)}
          underline="always"
          color="secondary"
        >
          contact form
        </Link>{' '}
        or the chat widget and our team will answer.
      </Typography>
    </>
  );
}

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="The rules for using Play Money Club. Please read them carefully: by using the site you agree to them."
      footer={<TermsFooter />}
    >
      <LegalSection id="welcome" title="Welcome to Play Money Club">
        <p>
          These terms and conditions govern your use of this website and of the games, chat and
          store it offers. By accessing the site we assume you accept them in full. Do not continue
          to use Play Money Club if you do not agree with all of them.
        </p>
      </LegalSection>

      <LegalSection id="terminology" title="Terminology">
        <p>
          &ldquo;Client&rdquo;, &ldquo;You&rdquo; and &ldquo;Your&rdquo; refer to you, the person
          using this website and accepting these terms. &ldquo;The Club&rdquo;,
          &ldquo;Ourselves&rdquo;, &ldquo;We&rdquo;, &ldquo;Our&rdquo; and &ldquo;Us&rdquo; refer to
          Play Money Club. &ldquo;Party&rdquo; or &ldquo;Parties&rdquo; refers to both you and us.
          Words in the singular include the plural and the other way round.
        </p>
      </LegalSection>

      <LegalSection id="play-money" title="A play-money platform">
        <p>
          <strong>
            Play Money Club is a play-money platform for entertainment only. No real money is
            wagered or won.
          </strong>{' '}
          All poker, sportsbook, casino and arcade play uses virtual currency that has no cash value
          and cannot be exchanged for money, prizes or anything of value. The Club is not a gambling
          service. You must be at least 18 years old to use it.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies">
        <p>
          We use cookies. By using the site you agree to their use as described in our{' '}
          <TextLink to="/cookies">Cookie Policy</TextLink>. Some cookies are needed for the site to
          work, for example to keep you signed in; others help us understand how the site is used.
        </p>
      </LegalSection>

      <LegalSection id="license" title="License">
        <p>
          Unless stated otherwise, Play Money Club and its licensors own the intellectual property
          rights for all material on this site. You may view and use it for your own personal,
          non-commercial entertainment, subject to these terms. You must not:
        </p>
        <ul>
          <li>republish material from the site;</li>
          <li>sell, rent or sub-license material from the site;</li>
          <li>reproduce, duplicate or copy material from the site;</li>
          <li>redistribute content from the site;</li>
          <li>use the site for any illegal purpose;</li>
          <li>
            hack, attack, overload or otherwise abuse the site, its games or its chat, or try to get
            around its security.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="accounts" title="User accounts">
        <p>When you create an account, you agree that:</p>
        <ul>
          <li>the information you give is accurate, complete and kept up to date;</li>
          <li>you keep your password confidential and do not share your account;</li>
          <li>you are responsible for all activity that happens under your account;</li>
          <li>you tell us at once of any unauthorized use of your account;</li>
          <li>you are at least 18 years old.</li>
        </ul>
        <p>We may suspend or close accounts that break these terms.</p>
      </LegalSection>

      <LegalSection id="comments" title="User comments">
        <p>
          Parts of the site let users post messages, for example in the support chat. We do not
          screen messages before they are posted, and they reflect the views of the person who
          posted them, not ours. We may remove any message we consider unlawful, offensive or in
          breach of these terms. You warrant that your messages do not infringe anyone&apos;s rights
          and contain nothing defamatory, obscene or unlawful, and you grant us a licence to store
          and show them in order to run the service.
        </p>
      </LegalSection>

      <LegalSection id="hyperlinking" title="Hyperlinking to our content">
        <p>The following organisations may link to our website without prior written approval:</p>
        <ul>
          <li>government agencies;</li>
          <li>search engines;</li>
          <li>news organizations;</li>
          <li>
            online directory distributors, who may link to us in the same way as they link to other
            listed businesses.
          </li>
        </ul>
        <p>
          Such links must not be deceptive, must not falsely imply sponsorship or endorsement, and
          must fit the context of the linking site. Other organisations may ask us for approval
          through the support chat.
        </p>
      </LegalSection>

      <LegalSection id="content-liability" title="Content liability">
        <p>
          We are not responsible for content that appears on other websites. You agree to protect
          and defend us against all claims arising from your website. No link should appear on a
          website that may be read as libellous, obscene or criminal, or that infringes or advocates
          the infringement of third-party rights.
        </p>
      </LegalSection>

      <LegalSection id="privacy" title="Your privacy">
        <p>
          Please read our <TextLink to="/privacy">Privacy Policy</TextLink> to learn what personal
          data we collect and how we use it.
        </p>
      </LegalSection>

      <LegalSection id="reservation-of-rights" title="Reservation of rights">
        <p>
          We reserve the right to ask you to remove any link to our website, and you agree to do so
          promptly when asked. We may also change these terms and our linking policy at any time; by
          continuing to link to or use the site, you agree to the current terms.
        </p>
      </LegalSection>

      <LegalSection id="removal-of-links" title="Removal of links from our website">
        <p>
          If you find a link on our site offensive for any reason, tell us through the chat or the
          contact form. We will consider requests to remove links, but we are not obliged to remove
          them or to answer you directly.
        </p>
      </LegalSection>

      <LegalSection id="disclaimer" title="Disclaimer">
        <p>
          To the extent permitted by law, we exclude all representations, warranties and conditions
          relating to the site and its use. Nothing in this disclaimer limits our liability for
          death or personal injury, for fraud or fraudulent misrepresentation, or in any way the
          applicable law does not allow. Virtual currency has no cash value, so we are not liable
          for the loss of any play-money balance, winnings or game progress.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
