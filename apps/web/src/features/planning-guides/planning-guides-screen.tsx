import { Tabs } from '../calculators/kit/screen/tabs';
import { Checklist } from './checklist';
import { Guides } from './guides';
import { ReadinessAssessment } from './readiness-assessment';
import { TemplatesPanel } from './templates-panel';

/** The planning guides page: checklist (default), assessment, guides and templates. */
export function PlanningGuidesScreen() {
  return (
    <Tabs
      label="Planning guide sections"
      defaultValue="checklist"
      tabs={[
        { value: 'checklist', label: 'Checklist', content: <Checklist /> },
        { value: 'assessment', label: 'Assessment', content: <ReadinessAssessment /> },
        { value: 'guides', label: 'Guides', content: <Guides /> },
        { value: 'templates', label: 'Templates', content: <TemplatesPanel /> },
      ]}
    />
  );
}
