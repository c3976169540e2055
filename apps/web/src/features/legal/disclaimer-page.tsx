import { Link } from '@tanstack/react-router';
import { ContactEmail, LegalDocument, LegalSection } from './legal-document';
import { legalFacts } from './legal-facts';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** The full disclaimer (product: platform#legal-pages) that every calculator's notice links to. */
export function DisclaimerPage() {
  return (
    <LegalDocument
      title="Disclaimer"
      lead="FreedomPath's calculators are for informational and educational purposes only. They are not financial, investment, tax or legal advice."
    >
      <LegalSection id="not-advice" title="Not professional advice">
        <p>
          Nothing on FreedomPath, including calculator results, saved plans, guides and linked
          resources, is financial, investment, tax, legal or career advice, or a recommendation to
          buy, sell or do anything. We are not a financial adviser, broker or tax preparer.
        </p>
      </LegalSection>

      <LegalSection id="responsibility" title="Your responsibility">
        <p>
          Results depend entirely on the numbers you enter. You are responsible for checking them
          and for your own decisions. Before leaving a job, moving abroad, investing or taking on
          debt, consult a qualified professional who knows your circumstances.
        </p>
      </LegalSection>

      <LegalSection id="no-guarantees" title="No guarantees">
        <p>
          Estimates of returns, inflation, exchange rates, taxes and living costs are assumptions,
          not predictions. Past market performance does not guarantee future results, and actual
          outcomes can be much worse than any projection.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="Limitation of liability">
        <p>
          FreedomPath is not liable for losses arising from the use of its tools or from decisions
          based on their results. Where the law does not allow excluding liability, it is limited to
          the amount you paid us in the past {legalFacts.liabilityCapMonths} months, as set out in
          the{' '}
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="third-party" title="Third-party content">
        <p>
          Our{' '}
          <Link to="/resources" className={linkClass}>
            Resources
          </Link>{' '}
          page links to other websites. We do not control them, are not paid to list them, and are
          not responsible for their content, accuracy or privacy practices.
        </p>
      </LegalSection>

      <LegalSection id="simulations" title="Limits of simulations">
        <p>
          Calculators simplify reality: they use averages, steady rates and the time steps they
          model, and they leave out much of what shapes real finances, such as tax rules that
          change, market crashes, health costs and unexpected expenses. Treat every result as a
          starting point for planning, not an answer.
        </p>
      </LegalSection>

      <LegalSection id="updates" title="Updates">
        <p>
          We may update the calculators, their assumptions and this disclaimer at any time; the same
          inputs may then give different results. This version is effective from{' '}
          {legalFacts.effectiveDate}.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact">
        <p>
          Spotted an error or have a question? Write to <ContactEmail />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
