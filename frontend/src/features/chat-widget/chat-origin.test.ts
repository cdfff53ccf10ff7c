import { describe, expect, it } from 'vitest';
import { chatOrigin, depositGameOf } from './chat-origin';

describe('where a visitor starts a chat', () => {
  it('sends the path and a deposit button’s game', () => {
    expect(chatOrigin('poker', '/poker')).toEqual({ page: '/poker', game: 'poker' });
    expect(chatOrigin(undefined, '/contact')).toEqual({ page: '/contact' });
  });

  it('leaves out a path the server would refuse', () => {
    expect(chatOrigin(undefined, `/${'p'.repeat(200)}`)).toEqual({});
    expect(chatOrigin(undefined, '//elsewhere')).toEqual({});
  });

  it('takes the game only from a deposit request', () => {
    expect(depositGameOf({ flow: 'deposit', game: 'arcade' })).toBe('arcade');
    expect(depositGameOf({ flow: 'support' })).toBeUndefined();
    expect(depositGameOf(null)).toBeUndefined();
  });
});
