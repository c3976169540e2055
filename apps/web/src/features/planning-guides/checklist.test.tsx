import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checklist } from './checklist';
import { CHECKLIST_GROUPS, CHECKLIST_ITEM_COUNT, percentDone } from './checklist-items';
import { CHECKLIST_STORAGE_KEY } from './use-checklist-progress';

const progress = (name: string) =>
  Number(screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow'));

const check = (element: HTMLElement) => (element as HTMLInputElement).checked;

describe('checklist items', () => {
  it('has 15 items in three groups of five with unique ids', () => {
    expect(CHECKLIST_GROUPS.map((group) => group.id)).toEqual(['financial', 'career', 'personal']);
    expect(CHECKLIST_GROUPS.every((group) => group.items.length === 5)).toBe(true);
    expect(CHECKLIST_ITEM_COUNT).toBe(15);
    const ids = CHECKLIST_GROUPS.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(15);
  });

  it('rounds percentages to whole numbers', () => {
    expect(percentDone(1, 15)).toBe(7);
    expect(percentDone(2, 15)).toBe(13);
    expect(percentDone(1, 5)).toBe(20);
    expect(percentDone(0, 0)).toBe(0);
  });
});

describe('Checklist', () => {
  it('shows overall and per-group rounded percentages as items are ticked', async () => {
    const user = userEvent.setup();
    render(<Checklist />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);
    expect(progress('Overall progress')).toBe(0);

    const financial = screen.getByRole('region', { name: 'Financial Preparation' });
    await user.click(within(financial).getAllByRole('checkbox')[0]!);
    expect(progress('Overall progress')).toBe(7);
    expect(screen.getByTestId('overall-percent').textContent).toBe('7%');
    expect(progress('Financial Preparation progress')).toBe(20);
    expect(progress('Career Planning progress')).toBe(0);
    expect(within(financial).getByRole('button').textContent).toContain('1/5 · 20%');

    await user.click(within(financial).getAllByRole('checkbox')[1]!);
    expect(progress('Overall progress')).toBe(13);
    expect(progress('Financial Preparation progress')).toBe(40);

    await user.click(within(financial).getAllByRole('checkbox')[0]!);
    expect(progress('Overall progress')).toBe(7);
    expect(progress('Financial Preparation progress')).toBe(20);
  });

  it('keeps progress in local storage across a remount (a reload)', async () => {
    const user = userEvent.setup();
    const first = render(<Checklist />);
    await user.click(screen.getByRole('checkbox', { name: /emergency fund/i }));
    await user.click(screen.getByRole('checkbox', { name: /resume/i }));
    expect(JSON.parse(localStorage.getItem(CHECKLIST_STORAGE_KEY) ?? '[]')).toEqual([
      'emergency-fund',
      'resume',
    ]);
    first.unmount();

    render(<Checklist />);
    expect(check(screen.getByRole('checkbox', { name: /emergency fund/i }))).toBe(true);
    expect(check(screen.getByRole('checkbox', { name: /resume/i }))).toBe(true);
    expect(check(screen.getByRole('checkbox', { name: /references/i }))).toBe(false);
    expect(progress('Overall progress')).toBe(13);
  });

  it('ignores stored ids it does not know and unreadable storage', () => {
    localStorage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify(['goals', 'gone', 3]));
    const { unmount } = render(<Checklist />);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    expect(progress('Overall progress')).toBe(7);
    unmount();

    localStorage.setItem(CHECKLIST_STORAGE_KEY, '{not json');
    render(<Checklist />);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('collapses and expands each group, starting expanded, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<Checklist />);
    const career = screen.getByRole('region', { name: 'Career Planning' });
    const toggle = within(career).getByRole('button', { name: /Career Planning/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(career).getAllByRole('checkbox')).toHaveLength(5);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(career).queryAllByRole('checkbox')).toHaveLength(0);
    // The other groups stay open.
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(career).getAllByRole('checkbox')).toHaveLength(5);
  });
});
