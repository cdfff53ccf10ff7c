import { CookieTable } from './cookie-table';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { TextLink } from './text-link';

const BROWSER_INSTRUCTIONS = [
  {
    browser: 'Google Chrome',
    path: 'Settings → Privacy and security → Third-party cookies / See all site data and permissions',
  },
  {
    browser: 'Mozilla Firefox',
    path: 'Settings → Privacy & Security → Cookies and Site Data → Manage Data',
  },
  { browser: 'Safari (Mac)', path: 'Settings → Privacy → Manage Website Data' },
  { browser: 'Safari (iPhone and iPad)', path: 'Settings app → Safari → Advanced → Website Data' },
  {
    browser: 'Microsoft Edge',
    path: 'Settings → Cookies and site permissions → Manage and delete cookies and site data',
  },
  { browser: 'Opera', path: 'Settings → Privacy & security → Third-party cookies' },
];

export function CookiePolicy() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro="What cookies are, which ones Play Money Club uses and why, and how you can control them."
    >
      <LegalSection id="what-are-cookies" title="What cookies are">
        <p>
          Cookies are small text files a website stores in your browser. They let the site recognise
          your browser on later requests, for example to keep you signed in.
        </p>
      </LegalSection>

      <LegalSection id="kinds" title="The kinds of cookies">
        <p>By purpose:</p>
        <ul>
          <li>
            <strong>Essential</strong> cookies make the site work: signing in, security and keeping
            your support chat connected. The site cannot work without them.
          </li>
          <li>
            <strong>Performance</strong> cookies tell us how the site performs, such as which pages
            load slowly, so we can fix them.
          </li>
          <li>
            <strong>Functionality</strong> cookies remember your choices, such as your display name.
          </li>
          <li>
            <strong>Analytics</strong> cookies count visits and show, in aggregate, how visitors use
            the site.
          </li>
        </ul>
        <p>By lifetime and origin:</p>
        <ul>
          <li>
            <strong>Session</strong> cookies are deleted when you close your browser.
          </li>
          <li>
            <strong>Persistent</strong> cookies stay until they expire or you delete them.
          </li>
          <li>
            <strong>First-party</strong> cookies are set by this site.
          </li>
          <li>
            <strong>Third-party</strong> cookies are set by another site, for example a payment
            provider. The cookies below are all first-party.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="cookies-we-use" title="The cookies we use">
        <CookieTable />
      </LegalSection>

      <LegalSection id="managing-cookies" title="Managing cookies">
        <p>
          You can block or delete cookies in your browser settings at any time. If you block
          essential cookies, you will not be able to sign in or use the support chat. Deleting
          cookies signs you out.
        </p>
      </LegalSection>

      <LegalSection id="browser-instructions" title="Instructions for your browser">
        <ul>
          {BROWSER_INSTRUCTIONS.map(({ browser, path }) => (
            <li key={browser}>
              <strong>{browser}</strong>: {path}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="do-not-track" title="Do Not Track">
        <p>
          We honour Do Not Track. When your browser sends a Do Not Track or Global Privacy Control
          signal, we do not set the analytics_id cookie and do not count your visit.
        </p>
      </LegalSection>

      <LegalSection id="updates" title="Updates to this policy">
        <p>
          We will update this page whenever we add, change or remove a cookie, and tell signed-in
          members about important changes in the support chat.
        </p>
      </LegalSection>

      <LegalSection id="consent" title="Your consent">
        <p>
          By using the site, you agree to the essential cookies it needs to work. You can withdraw
          your consent to the others at any time by deleting them and blocking them in your browser.
          Read more in our <TextLink to="/privacy">Privacy Policy</TextLink> and{' '}
          <TextLink to="/terms">Terms of Service</TextLink>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
