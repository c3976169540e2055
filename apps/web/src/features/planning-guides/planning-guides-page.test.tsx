import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppRouter } from '@/router';
import { renderApp } from '@/test/render-app';

describe('/planning-guides', { timeout: 30_000 }, () => {
  // Load the route's chunk first, so a busy machine's transform does not eat findBy's time.
  beforeAll(async () => {
    await createAppRouter().preloadRoute({ to: '/planning-guides' });
  });

  it('shows the four tabs with the Checklist first, the title set, and arrow keys switch tabs', async () => {
    const { user } = await renderApp('/planning-guides');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Planning Guides');
    expect(document.title).toBe('Planning Guides — FreedomPath');
    const tabs = within(screen.getByRole('tablist', { name: 'Planning guide sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Checklist',
      'Assessment',
      'Guides',
      'Templates',
    ]);
    const checklist = tabs.getByRole('tab', { name: 'Checklist' });
    expect(checklist.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);

    checklist.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Assessment' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Question 1 of 6')).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    for (const phase of ['12-18', '6-12', '3-6', '1-3']) {
      expect(screen.getByText(`${phase} months before`)).toBeTruthy();
    }
    for (const area of [
      'Self-Discovery',
      'Skill Development',
      'Personal Growth',
      'Career Transition',
    ]) {
      expect(screen.getByRole('heading', { name: area })).toBeTruthy();
    }

    await user.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Request Custom Template' })).toBeTruthy();
  });
});
