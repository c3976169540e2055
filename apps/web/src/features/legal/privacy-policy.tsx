import { Link } from '@tanstack/react-router';
import { ContactEmail, LegalDocument, LegalList, LegalSection } from './legal-document';
import { legalFacts } from './legal-facts';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** How long raw analytics events are kept (the API's ANALYTICS_RETENTION_MONTHS default). */
const ANALYTICS_RETENTION_MONTHS = 13;

/** The privacy policy (product: platform#legal-pages), as FreedomPath actually handles data. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What FreedomPath collects, why, who else sees it, and how to delete it."
    >
      <LegalSection id="summary" title="In short">
        <LegalList>
          <li>You can use the calculators without an account.</li>
          <li>
            With an account we store your e-mail address, a hash of your password, the plans you
            save and a count of your free calculations.
          </li>
          <li>
            Card payments are handled by our payment provider, Stripe. We never see or store your
            card number.
          </li>
          <li>
            Our analytics are first-party: our own server records page views and calculation events,
            without your IP address, and keeps them for {ANALYTICS_RETENTION_MONTHS} months. We use
            no third-party analytics, advertising or tracking services.
          </li>
          <li>We do not sell your data. You can delete your account at any time.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="collect" title="Information we collect">
        <LegalList>
          <li>
            <strong>Account.</strong> Your e-mail address, a one-way hash of your password (never
            the password itself), whether and when you confirmed your e-mail, and when the account
            was created.
          </li>
          <li>
            <strong>Saved plans.</strong> When you save a plan, its name, the calculator it belongs
            to and the inputs you entered.
          </li>
          <li>
            <strong>Calculation quota.</strong> For signed-in free users, a ledger with one entry
            per calculation (the kind of calculation and its time), to count your free calculations.
            Paid users&apos; calculations are not counted or recorded.
          </li>
          <li>
            <strong>Payments.</strong> Your plan, subscription status and renewal date, the amounts
            you paid and the customer reference Stripe gives us. Stripe collects and keeps your card
            details.
          </li>
          <li>
            <strong>Usage analytics.</strong> Our server records the pages you view (the page&apos;s
            address without its query, its title and the page you came from) and calculation events:
            which calculator was started, completed or abandoned, when, how long it took and, for a
            completed calculation, the figures entered and the results. Each event carries a random
            session identifier (see below), your browser&apos;s user agent and, for page views, your
            screen size and whether it is a phone or a computer; when you are signed in, it is
            linked to your account. We do not store your IP address with them. We use these to see
            which tools help and where they fail, never to advertise.
          </li>
          <li>
            <strong>Server logs.</strong> Like any website, our server briefly logs requests
            (address, time, page and errors) to keep the service secure and running.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="use" title="How we use your information">
        <LegalList>
          <li>To run your account: sign-in, e-mail confirmation and password resets.</li>
          <li>To keep your saved plans and count your free calculations.</li>
          <li>To process purchases, provide paid access and handle refunds.</li>
          <li>To understand how the product is used and improve it.</li>
          <li>To protect the service against abuse and to meet legal obligations.</li>
        </LegalList>
        <p>
          We send e-mail only about your account (confirmation, password reset and payment matters).
          We do not send marketing e-mail.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and local storage">
        <p>
          We use no advertising or analytics cookies and load no third-party trackers. The site
          stores only:
        </p>
        <LegalList>
          <li>
            <strong>A sign-in cookie</strong> (httpOnly, so page scripts cannot read it), set when
            you sign in and sent only to our sign-in endpoints to keep you signed in for up to 30
            days. Signing out removes it.
          </li>
          <li>
            <strong>
              <code>has_session</code>
            </strong>{' '}
            in your browser&apos;s local storage: a hint that you are signed in, holding no personal
            data.
          </li>
          <li>
            <strong>
              <code>free_calculations_used</code>
            </strong>{' '}
            in local storage: how many of your free calculations you have used while signed out. It
            never leaves your browser.
          </li>
          <li>
            <strong>
              <code>session_id</code>
            </strong>{' '}
            in session storage: a random identifier (the time your visit began and random text) sent
            with page views, so the pages of one visit are counted together. Your browser deletes it
            when you close the tab.
          </li>
          <li>
            <strong>
              <code>session_id</code>
            </strong>{' '}
            in local storage: a random identifier sent with calculation events, so the steps of one
            calculation are counted together. It holds no personal data.
          </li>
        </LegalList>
        <p>You can clear these at any time in your browser&apos;s settings.</p>
      </LegalSection>

      <LegalSection id="sharing" title="Who we share it with">
        <p>We do not sell or rent personal information. We share it only with:</p>
        <LegalList>
          <li>
            <strong>Stripe</strong>, our payment provider, which processes card payments and the
            billing portal under its own privacy policy.
          </li>
          <li>
            The providers that host our servers and database and deliver our e-mails, which process
            data only on our behalf.
          </li>
          <li>Authorities, where the law requires it.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="retention" title="Retention and deleting your data">
        <p>
          We keep your account data while your account exists. You can delete it at any time with{' '}
          <strong>Delete account</strong> on{' '}
          <Link to="/account" className={linkClass}>
            My Account
          </Link>
          . This removes your account, your saved plans, your calculation ledger and your
          subscription record at once. Records of past payments are kept, no longer linked to you,
          for as long as accounting and tax law requires.
        </p>
        <p>
          Analytics events (page views and calculation events) are kept for{' '}
          {ANALYTICS_RETENTION_MONTHS} months and then deleted; those of a deleted account stay
          until then, no longer linked to you.
        </p>
      </LegalSection>

      <LegalSection id="security" title="Security">
        <p>
          Passwords are stored only as hashes, the site is served over HTTPS, and the sign-in cookie
          is unreadable by scripts. No system is perfectly secure; if we learn of a breach affecting
          your data we will tell you.
        </p>
      </LegalSection>

      <LegalSection id="rights" title="Your rights">
        <p>
          You may ask to see, correct, export or delete the personal information we hold about you,
          and object to how we use it. Write to <ContactEmail /> and we will answer within 30 days.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Children">
        <p>
          FreedomPath is not meant for anyone under 16, and we do not knowingly collect their data.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          If we change this policy we will update the effective date above (
          {legalFacts.effectiveDate} for this version) and, for significant changes, tell account
          holders by e-mail.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact">
        <p>
          Questions about your privacy: <ContactEmail />. See also our{' '}
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
