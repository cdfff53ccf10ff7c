import { ACCOUNT_PAGE_PATH } from '@club/contracts';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { TextLink } from './text-link';

/** SPEC §1: one month to answer data requests; no data of under-18s. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="This policy explains what personal data Play Money Club collects, why we collect it, how long we keep it and the rights you have over it."
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          Play Money Club runs this website and the club&apos;s support chat. We are the controller
          of the personal data described here. The club is a play-money entertainment service: no
          real money is wagered or won.
        </p>
      </LegalSection>

      <LegalSection id="data-we-collect" title="The data we collect">
        <ul>
          <li>
            <strong>Account data</strong>: your username, email address and password (stored only as
            a one-way hash), and, if you choose to give them, your first and last name, phone number
            and nickname.
          </li>
          <li>
            <strong>Support conversations</strong>: the messages and images you send in the chat or
            through the contact form, and the replies of our team.
          </li>
          <li>
            <strong>Visitor chat data</strong>: if you chat without an account, the display name you
            choose and a random identifier stored in your browser.
          </li>
          <li>
            <strong>Purchases</strong>: which store package you bought and when. Card details are
            entered with our payment provider and never reach our servers.
          </li>
          <li>
            <strong>Technical data</strong>: cookies (see below), and server logs with your IP
            address, browser type and the pages requested, kept for security.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="how-we-use-it" title="How we use your data">
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To answer your questions and requests in the support chat.</li>
          <li>To run the store and record the packages you buy.</li>
          <li>To protect the club against fraud, abuse and attacks.</li>
          <li>To understand, in aggregate, which pages are used so we can improve them.</li>
        </ul>
        <p>
          We rely on the contract with you for the account, chat and store; on our legitimate
          interest in a safe, working service for security logs and statistics; and on your consent
          where the law requires it.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="Who we share it with">
        <p>
          We never sell your data. We share it only with the providers that host the site and
          process store payments on our behalf, under contracts that oblige them to protect it, and
          with authorities when the law requires us to.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep it">
        <p>
          Account data is kept while your account exists. Support conversations are kept for up to
          two years after the last message so we can follow up on earlier requests. Security logs
          are deleted after 90 days.
        </p>
        <p>
          You can delete your account yourself on{' '}
          <TextLink to={ACCOUNT_PAGE_PATH}>your account page</TextLink>, after confirming your
          password. At once, we delete your profile (username, e-mail address, names, phone and
          nickname), your support conversation with all its messages, support&apos;s notes about it,
          and every session, so every device signed in to the account is signed out. Your purchases
          are kept for our payment records, as the law requires: the package, amount, currency,
          date, status and the payment provider&apos;s reference stay, but nothing that links them
          to you or your account. Pictures you sent in the support chat are removed from storage by
          our regular clean-up shortly after.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>
          You may ask for a copy of your data, have it corrected or deleted, restrict or object to
          its use, and receive it in a portable format. You may also complain to your data
          protection authority.
        </p>
        <p>
          Signed in, you can do much of this yourself on{' '}
          <TextLink to={ACCOUNT_PAGE_PATH}>your account page</TextLink>: correct your name, phone
          and nickname, see the devices signed in to your account and sign them out, download a copy
          of your profile, your support conversation and its messages and your purchases as a file,
          and delete your account.
        </p>
        <p>
          <strong>We respond to every data request within one month</strong> of receiving it. To
          make a request, <TextLink to="/auth">log in</TextLink> and write to us in the support chat
          or with the contact form, so we can confirm that the account is yours.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Children">
        <p>
          The club is for adults only: you must be 18 or older to use it. We do not knowingly
          collect data of anyone under 18. If we learn that an account belongs to someone under 18,
          we close it and delete its data.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies">
        <p>
          We use a small number of cookies to keep you signed in, remember your preferences and keep
          your support chat connected. Our <TextLink to="/cookies">Cookie Policy</TextLink> lists
          each of them and explains how to manage them.
        </p>
      </LegalSection>

      <LegalSection id="security" title="Security">
        <p>
          Passwords are hashed, connections are encrypted, and only the staff who answer support can
          read conversations. No system is perfectly secure; if a breach affects your data, we will
          tell you without undue delay.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          We will post any change on this page and, for important changes, tell signed-in members in
          the support chat before it takes effect.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
