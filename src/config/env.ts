/** Client configuration. The API is served from the same origin under `/api`. */
export const API_BASE = '/api';

/** Product and company names shown in the footer and titles. */
export const PRODUCT_NAME = 'KelasKoding';
export const COMPANY_NAME = 'PT Kelas Koding Indonesia';
