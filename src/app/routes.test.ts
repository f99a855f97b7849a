import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATHS } from '../../api/contracts/app-routes';
import { routes } from './routes';

describe('the route table', () => {
  it('has one screen for each address the server serves as the app', () => {
    const tablePaths = routes.map((route) => route.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual([...APP_ROUTE_PATHS].sort());
  });
});
