import type { Locator, Page } from 'playwright-core';
import type { Category } from '@souq/contract/categories';
import { classifiedParam } from '@souq/contract/constants';

/** A regular expression's source that matches `text` to the letter. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with its `{name}` placeholders filled in, as the console fills them. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** A table by its accessible name (the screen's title). */
export const tableNamed = (page: Page, title: string): Locator => page.getByRole('table', { name: title });

/** A form field by the start of its label (required fields add an asterisk). */
export const fieldLabelled = (scope: Page | Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));

/** The address query of a category's classified listings (and of its add form) in the console. */
export const classifiedsQuery = (category: Category, more: Record<string, string> = {}): string =>
  new URLSearchParams({ id: category._id, classified: classifiedParam(category.category_en), ...more }).toString();
