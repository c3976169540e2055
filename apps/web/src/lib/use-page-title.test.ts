import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('names the page and the product', () => {
    renderHook(() => usePageTitle('Pricing'));
    expect(document.title).toBe('Pricing — FreedomPath');
  });

  it('falls back to the product title with its tagline', () => {
    expect(pageTitle()).toBe('FreedomPath — Build your path to freedom');
  });
});
