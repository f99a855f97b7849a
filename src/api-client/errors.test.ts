import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage, getFieldErrors, isApiError, toApiError } from './errors';
import { toQuery } from './typed';

describe('toApiError', () => {
  it("keeps the error object's other members as details (a 409 stale_save's server times)", () => {
    const error = toApiError(409, { error: { code: 'stale_save', message: 'Newer', editedAt: 5, codeUpdatedAt: 9 } });
    expect(error.code).toBe('stale_save');
    expect(error.details).toEqual({ editedAt: 5, codeUpdatedAt: 9 });
  });

  it('reads the API error shape', () => {
    const error = toApiError(400, {
      error: {
        code: 'validation',
        message: 'Invalid input',
        fields: { email: 'This is not email format.', tags: ['x'] },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation');
    expect(error.message).toBe('Invalid input');
    expect(error.fields).toEqual({ email: 'This is not email format.', tags: 'x' });
    expect(getFieldErrors(error)).toEqual(error.fields);
    expect(isApiError(error, 400)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
  });

  it('copes with bodies that are not the API shape', () => {
    expect(toApiError(500, 'Internal Server Error', 'Internal Server Error').message).toBe('Internal Server Error');
    expect(toApiError(404, { error: 'Data Not Found!' }).message).toBe('Data Not Found!');
    const bare = toApiError(502, null, 'Bad Gateway');
    expect(bare.code).toBe('http_502');
    expect(bare.fields).toEqual({});
  });
});

describe('getErrorMessage', () => {
  it('uses the message of API errors, errors and strings', () => {
    expect(getErrorMessage(new ApiError(429, 'too_many', 'Terlalu banyak percobaan'))).toBe('Terlalu banyak percobaan');
    expect(getErrorMessage(new Error('boom'))).toBe('boom');
    expect(getErrorMessage('plain')).toBe('plain');
  });

  beforeAll(async () => {
    const { messages } = await import('../../locales/en/messages.po');
    i18n.loadAndActivate({ locale: 'en', messages });
  });

  it('falls back to a translated generic text for anything else', () => {
    expect(getErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(getErrorMessage(new ApiError(0, 'network', 'Failed to fetch'))).toBe(
      'Cannot reach the server. Check your internet connection.',
    );
    expect(getFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('toQuery', () => {
  it('writes every value as the URL carries it and leaves out the empty ones', () => {
    expect(toQuery({ search: 'andi budi', start: 0, length: 10, trash: undefined, x: null, on: true })).toEqual({
      search: 'andi budi',
      start: '0',
      length: '10',
      on: 'true',
    });
    expect(toQuery({ 'order[column]': 'name' })).toEqual({ 'order[column]': 'name' });
  });
});
