import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { resourceCategories } from './resource-catalog';

const categories = [
  'Career Break Communities',
  'Financial Independence',
  'Budgeting & Saving',
  'Travel & Nomad Life',
  'Education & Skills',
  'Planning Tools',
];

const types = ['Community', 'Blog', 'Tool', 'Calculator', 'Education', 'Program', 'Template'];

describe('ResourcesPage', () => {
  it('titles the page and lists the six categories in order under the h1', async () => {
    await renderApp('/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Resources — FreedomPath'));
    const main = screen.getByRole('main');
    const h2s = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(h2s).toEqual([...categories, 'Start with the numbers']);
  });

  it('gives each category three external links with a type badge, opened safely in a new tab', async () => {
    await renderApp('/resources');
    await screen.findByRole('heading', { level: 1, name: 'Resources' });
    const seen = new Set<string>();
    for (const [index, name] of categories.entries()) {
      const section = screen.getByRole('region', { name });
      const items = within(section).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      for (const [position, item] of items.entries()) {
        const resource = resourceCategories[index]!.resources[position]!;
        const link = within(item).getByRole('link', {
          name: `${resource.title} (opens in a new tab)`,
        });
        expect(link.getAttribute('href')).toBe(resource.url);
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
        expect(within(item).getByText(resource.type)).toBeTruthy();
        expect(within(item).getByText(resource.description)).toBeTruthy();
        seen.add(resource.type);
      }
    }
    expect([...seen].sort()).toEqual([...types].sort());
  });

  it('closes with links to the career-break, runway and cost-of-living calculators', async () => {
    await renderApp('/resources');
    const block = await screen.findByRole('region', { name: 'Start with the numbers' });
    const hrefs = within(block)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/career-break-calculator',
      '/runway-calculator',
      '/cost-of-living-calculator',
    ]);
    for (const link of within(block).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBeNull();
    }
  });
});
