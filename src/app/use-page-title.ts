/**
 * The document title of the page on screen: "<screen> · KelasKoding", in the current language. Tabs,
 * history and screen readers tell pages apart by it; it follows a language switch without a reload.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

export const PRODUCT_NAME = 'KelasKoding';

/** "<screen> · KelasKoding" for a translated screen name. */
export function pageTitle(screen: string): string {
  return `${screen} · ${PRODUCT_NAME}`;
}

/** Sets the document title from a route's `title` descriptor while the page is shown. */
export function usePageTitle(title: MessageDescriptor): void {
  const { i18n } = useLingui();
  const text = i18n._(title);
  useEffect(() => {
    document.title = pageTitle(text);
  }, [text]);
}
