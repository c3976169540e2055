import { site } from '@/lib/site';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PLANNING_TEMPLATES, downloadTemplate } from './templates';

/** A request for a custom template: an e-mail to support with the subject and a prompt. */
export const customTemplateMailto =
  `mailto:${site.supportEmail}?` +
  new URLSearchParams({
    subject: 'Custom planning template request',
    body: 'Hello FreedomPath team,\n\nI would like a template for:\n\nWhat it should include:\n\n',
  })
    .toString()
    .replace(/\+/g, '%20');

/** The six downloadable planning templates and a way to ask for another. */
export function TemplatesPanel() {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {PLANNING_TEMPLATES.map((template) => (
          <Card key={template.id} className="flex flex-col">
            <h2 className="text-lg font-semibold text-slate-900">{template.title}</h2>
            <p className="mt-1 flex-1 text-sm text-slate-600">{template.description}</p>
            <p className="mt-2 text-xs text-slate-600">{template.fileName}</p>
            <Button
              variant="secondary"
              className="mt-4 self-start"
              aria-label={`Download ${template.title}`}
              onClick={() => downloadTemplate(template)}
            >
              Download
            </Button>
          </Card>
        ))}
      </div>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Need something different?</h2>
        <p className="mt-1 text-sm text-slate-600">
          Tell us what you are planning and we will consider building a template for it.
        </p>
        <Button asChild className="mt-4">
          <a href={customTemplateMailto}>Request Custom Template</a>
        </Button>
      </Card>
    </div>
  );
}
