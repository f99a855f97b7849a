import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const config: LinguiConfig = {
  sourceLocale: 'id',
  locales: ['id', 'en'],
  fallbackLocales: { default: 'id' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
  // Origins name the file without its line: a line number changed by any edit above a message made every branch
  // that touched a screen conflict in the catalogs.
  format: formatter({ lineNumbers: false }),
};

export default config;
