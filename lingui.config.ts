import type { LinguiConfig } from '@lingui/conf';

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
  format: 'po',
};

export default config;
