import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANNING_TEMPLATES, templateBlob } from './templates';
import { TemplatesPanel, customTemplateMailto } from './templates-panel';

/** jsdom's Blob has no text(): read it as a browser page would, with a FileReader. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('planning templates', () => {
  it('are the six templates, the budget a CSV and the others Markdown', () => {
    expect(PLANNING_TEMPLATES.map((template) => template.id)).toEqual([
      'budget',
      'goals',
      'timeline',
      'network',
      'skills',
      'reentry',
    ]);
    for (const template of PLANNING_TEMPLATES) {
      const csv = template.id === 'budget';
      expect(template.fileName.endsWith(csv ? '.csv' : '.md')).toBe(true);
      expect(template.mimeType).toMatch(csv ? /^text\/csv/ : /^text\/markdown/);
      expect(template.content.length).toBeGreaterThan(200);
      if (!csv) expect(template.content.startsWith('# ')).toBe(true);
    }
  });

  it('builds the budget CSV with a header, category rows and totals', async () => {
    const budget = PLANNING_TEMPLATES.find((template) => template.id === 'budget')!;
    const text = await readBlob(templateBlob(budget));
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toBe('Category,Item,Monthly Amount (USD),Months,Total (USD),Notes');
    expect(rows.every((row) => row.split(',').length >= 6)).toBe(true);
    expect(text).toContain('Health insurance (COBRA or marketplace)');
    expect(rows.at(-1)).toContain('=SUM(E2:E14)');
  });

  it('downloads the file the button names as a Blob', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });

    render(<TemplatesPanel />);
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Download Career Break Budget' }));
    await user.click(screen.getByRole('button', { name: 'Download Re-entry Plan' }));

    expect(downloads).toEqual([
      'career-break-budget.csv blob:template',
      're-entry-plan.md blob:template',
    ]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await readBlob(blobs[0]!)).toBe(PLANNING_TEMPLATES[0]!.content);
    expect(await readBlob(blobs[1]!)).toContain('# Re-entry Plan');
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('offers a mailto: link to request a custom template', () => {
    render(<TemplatesPanel />);
    const link = screen.getByRole('link', { name: 'Request Custom Template' });
    expect(link.getAttribute('href')).toBe(customTemplateMailto);
    const url = new URL(customTemplateMailto);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Custom planning template request');
  });
});
