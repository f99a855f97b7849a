/** Forms are checked by the server's own contracts, with the server's messages in the active language. */
import { describe, expect, it } from 'vitest';
import { loginBody, signupForm } from '../../api/contracts/auth';
import { grantSubscriptionBody } from '../../api/contracts/commerce';
import { reviewCompleteBody } from '../../api/contracts/mentor';
import { activateLocale } from '../i18n';
import { formErrors, numberField } from './form-errors';

describe('formErrors', () => {
  it('answers each failing field with the message the server would send', async () => {
    await activateLocale('en', false);
    expect(formErrors(loginBody, { email: 'not-an-email', password: '' })).toEqual({
      email: 'This is not email format.',
      password: 'This field is required.',
    });
    expect(
      formErrors(signupForm, {
        fullName: 'Sari',
        email: 'sari@example.id',
        password: 'short',
        phoneNumber: '0812',
        gender: '',
        birthday: '',
        province: '',
        city: '',
        occupation: 'Pelajar',
      }),
    ).toEqual({
      password: 'Password minimum 8 characters long',
      phoneNumber: 'Phone number minimum 11 numbers long',
      gender: 'This field is required.',
      birthday: 'This field is required.',
      province: 'This field is required.',
      city: 'This field is required.',
    });
    expect(formErrors(reviewCompleteBody, { feedback: 'Bagus', score: 101 })).toEqual({
      score: 'The score must be a whole number from 0 to 100.',
    });
  });

  it('speaks the active language, and passes valid values', async () => {
    await activateLocale('id', false);
    expect(formErrors(reviewCompleteBody, { feedback: ' ', score: Number('x') })).toEqual({
      feedback: 'This field is required.',
      score: 'Nilai harus bilangan bulat 0–100.',
    });
    expect(
      formErrors(grantSubscriptionBody, {
        studentId: numberField(''),
        packageId: numberField('3'),
        reason: 'Beasiswa',
      }),
    ).toEqual({ studentId: 'This field is required.' });
    expect(formErrors(loginBody, { email: 'sari@example.id', password: 'x' })).toEqual({});
  });
});
