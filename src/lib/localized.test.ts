import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isDescriptionMissing, localizedDescription, localizedTitle } from './localized';

describe('localizedTitle', () => {
  it('uses the own language, else the other with its code', () => {
    expect(localizedTitle({ id: 'Pengenalan HTML', en: 'Intro to HTML' }, 'id')).toBe('Pengenalan HTML');
    expect(localizedTitle({ id: 'Pengenalan HTML', en: 'Intro to HTML' }, 'en')).toBe('Intro to HTML');
    expect(localizedTitle({ id: 'Judul', en: '' }, 'en')).toBe('Judul [id]');
    expect(localizedTitle({ en: 'Title' }, 'id')).toBe('Title [en]');
    expect(localizedTitle({ id: '   ', en: 'Title' }, 'id')).toBe('Title [en]');
    expect(localizedTitle({ id: null, en: null }, 'id')).toBe('');
    expect(localizedTitle(null, 'en')).toBe('');
  });
});

describe('localizedDescription', () => {
  beforeAll(async () => {
    const { messages } = await import('../../locales/en/messages.po');
    i18n.load('en', messages);
    i18n.load('id', {});
  });

  it('returns the own language when present', () => {
    i18n.activate('en');
    expect(localizedDescription({ id: 'Deskripsi', en: 'Description' }, 'en')).toBe('Description');
    expect(isDescriptionMissing({ id: 'Deskripsi', en: 'Description' }, 'en')).toBe(false);
  });

  it('shows the translated not-available text otherwise', () => {
    i18n.activate('en');
    expect(localizedDescription({ id: 'Deskripsi' }, 'en')).toBe('English version not available, please update.');
    expect(isDescriptionMissing({ id: 'Deskripsi' }, 'en')).toBe(true);
    i18n.activate('id');
    expect(localizedDescription({ en: 'Description' }, 'id')).toBe(
      'Versi bahasa Indonesia belum tersedia, silakan perbarui.',
    );
    expect(localizedDescription(undefined, 'id')).toBe('Versi bahasa Indonesia belum tersedia, silakan perbarui.');
  });
});
