import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage, getFieldErrors, isApiError, toApiError } from './errors';
import { apiUrl } from './http';

describe('toApiError', () => {
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

describe('apiUrl', () => {
  it('accepts paths with or without the /api prefix and builds the query', () => {
    expect(apiUrl('/student/user')).toBe('/api/student/user');
    expect(apiUrl('student/user')).toBe('/api/student/user');
    expect(apiUrl('/api/student/user')).toBe('/api/student/user');
    expect(apiUrl('/admin/students', { search: 'andi budi', start: 0, length: 10, trash: undefined, x: null })).toBe(
      '/api/admin/students?search=andi+budi&start=0&length=10',
    );
    expect(apiUrl('/x', { 'order[column]': 'name', ids: [1, 2] })).toBe('/api/x?order%5Bcolumn%5D=name&ids=1&ids=2');
  });
});
