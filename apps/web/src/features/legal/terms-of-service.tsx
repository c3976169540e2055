import { FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import { Link } from '@tanstack/react-router';
import { ContactEmail, LegalDocument, LegalList, LegalSection } from './legal-document';
import { legalFacts } from './legal-facts';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** The terms of service (product: platform#legal-pages). */
export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The agreement between you and FreedomPath when you use the site, create an account or buy a plan."
    >
      <LegalSection id="acceptance" title="Acceptance of these terms">
        <p>
          By using FreedomPath you agree to these terms and to our{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          . If you do not agree, please do not use the service.
        </p>
      </LegalSection>

      <LegalSection id="service" title="The service">
        <p>
          FreedomPath offers planning calculators for career breaks, job changes, moves abroad and
          early retirement. They are informational tools only and are not financial, investment, tax
          or legal advice; read the{' '}
          <Link to="/disclaimer" className={linkClass}>
            Disclaimer
          </Link>
          , which is part of these terms.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title="Accounts">
        <LegalList>
          <li>You must give a valid e-mail address and keep your password to yourself.</li>
          <li>You are responsible for what happens under your account.</li>
          <li>
            You can delete your account at any time on{' '}
            <Link to="/account" className={linkClass}>
              My Account
            </Link>
            .
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="plans" title="Free calculations and paid plans">
        <p>
          Everyone gets {FREE_CALCULATION_LIMIT} free calculations. After that, continuing needs a
          paid plan: a monthly subscription, a yearly pass or a lifetime purchase, at the prices
          shown on the{' '}
          <Link to="/pricing" className={linkClass}>
            Pricing
          </Link>{' '}
          page when you buy. Paid plans give unlimited calculations for as long as they last.
        </p>
      </LegalSection>

      <LegalSection id="payments" title="Payments">
        <p>
          Payments are processed by our payment provider, Stripe. Your card details go to Stripe and
          are never seen or stored by FreedomPath. Monthly subscriptions renew automatically each
          month until you cancel. You can cancel or change your card at any time through{' '}
          <strong>Manage Subscription</strong> on My Account; after cancelling you keep access until
          the end of the period you paid for.
        </p>
      </LegalSection>

      <LegalSection id="refunds" title="Refunds">
        <p>
          If FreedomPath did not work for you, write to <ContactEmail /> within{' '}
          {legalFacts.refundWindowDays} days of purchase. Refunds are decided case by case; approved
          refunds go back to the original payment method through Stripe. Requests made later than{' '}
          {legalFacts.refundWindowDays} days after purchase are not eligible.
        </p>
      </LegalSection>

      <LegalSection id="acceptable-use" title="Acceptable use">
        <p>You agree not to:</p>
        <LegalList>
          <li>break the law or anyone else&apos;s rights while using the service;</li>
          <li>
            get around the free-calculation limit or paid access, or share one paid account among
            several people;
          </li>
          <li>
            attack, overload or probe the service, or scrape it by automated means beyond normal
            personal use;
          </li>
          <li>resell or copy the service or its content.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="ip" title="Intellectual property">
        <p>
          The site, its calculators, texts and design belong to FreedomPath. The inputs you enter
          and the plans you save remain yours.
        </p>
      </LegalSection>

      <LegalSection id="warranties" title="No warranties">
        <p>
          The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We work to
          keep it accurate and online but do not promise that it is free of errors or interruptions,
          or that its results fit your situation.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="Limitation of liability">
        <p>
          To the fullest extent the law allows, FreedomPath is not liable for indirect, incidental
          or consequential losses, or for decisions you make based on its results. Our total
          liability for any claim is limited to the amount you paid us in the past{' '}
          {legalFacts.liabilityCapMonths} months before the claim arose.
        </p>
      </LegalSection>

      <LegalSection id="termination" title="Suspension and termination">
        <p>
          We may suspend or close an account that breaks these terms. You may stop using the service
          and delete your account at any time.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to these terms">
        <p>
          We may update these terms. The effective date above changes with each version; for
          significant changes we will tell account holders by e-mail before they apply. Using the
          service after that means you accept the new terms.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact">
        <p>
          Questions about these terms, payments or refunds: <ContactEmail />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
