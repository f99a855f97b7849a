import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualChannelIds, PAYMENT_CHANNELS } from '../../api/contracts/commerce';
import { channelLabel, paymentStatusLabel, paymentStatusTone } from './payment-texts';

async function activate(locale: 'id' | 'en') {
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
}

describe('payment texts', () => {
  beforeAll(() => activate('id'));

  it('names every channel the contract lists, and the manual ones, in Indonesian and English', async () => {
    await activate('id');
    expect(channelLabel(i18n, 'bca')).toBe('Virtual account BCA');
    expect(channelLabel(i18n, 'transfer')).toBe('Transfer bank');
    expect(channelLabel(i18n, 'card')).toBe('Kartu kredit/debit (Visa / Mastercard / JCB)');
    expect(PAYMENT_CHANNELS.every((c) => manualChannelIds.includes(c.id))).toBe(true);
    const idLabels = manualChannelIds.map((id) => channelLabel(i18n, id));
    await activate('en');
    expect(channelLabel(i18n, 'mandiri')).toBe('Mandiri virtual account');
    expect(channelLabel(i18n, 'cash')).toBe('Cash');
    expect(channelLabel(i18n, 'gopay')).toBe('GoPay');
    const enLabels = manualChannelIds.map((id) => channelLabel(i18n, id));
    // Every code gets a label of its own (never the raw code for a known channel) in both languages.
    for (const labels of [idLabels, enLabels]) {
      expect(new Set(labels).size).toBe(manualChannelIds.length);
      for (const [i, id] of manualChannelIds.entries()) expect(labels[i]).not.toBe(id);
    }
    await activate('id');
  });

  it('shows an unknown or missing channel as it is', () => {
    expect(channelLabel(i18n, 'OVO')).toBe('OVO');
    expect(channelLabel(i18n, null)).toBe('—');
  });

  it('labels and tones every payment status', () => {
    expect(paymentStatusLabel(i18n, 'paid')).toBe('Lunas');
    expect(paymentStatusLabel(i18n, 'refunded')).toBe('Dikembalikan');
    expect(paymentStatusLabel(i18n, 'later-status')).toBe('later-status');
    expect(paymentStatusTone('paid')).toBe('green');
    expect(paymentStatusTone('pending')).toBe('yellow');
    expect(paymentStatusTone('failed')).toBe('red');
    expect(paymentStatusTone('expired')).toBe('grey');
  });
});
