import { SUPPORT_STATUS_TEXT } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { panelAvailability } from './support-availability';

const EXPECTED_REPLY = 'We reply within one working day';
const online = { online: true, expectedReply: EXPECTED_REPLY };
const offline = { online: false, expectedReply: EXPECTED_REPLY };

describe('panelAvailability', () => {
  it('says support is online, and nothing about reply times or e-mail, while someone is', () => {
    expect(panelAvailability(online, false)).toEqual({
      online: true,
      line: SUPPORT_STATUS_TEXT.online,
      offerFollowUp: false,
    });
  });

  it('gives the expected reply time and offers the follow-up e-mail while no one is', () => {
    expect(panelAvailability(offline, false)).toEqual({
      online: false,
      line: EXPECTED_REPLY,
      offerFollowUp: true,
    });
  });

  it('counts support typing here as online, whatever the last status said', () => {
    expect(panelAvailability(offline, true)).toEqual(panelAvailability(online, false));
    expect(panelAvailability(undefined, true)).toEqual(panelAvailability(online, false));
  });

  it('says nothing until the server has answered', () => {
    expect(panelAvailability(undefined, false)).toEqual({
      online: undefined,
      line: undefined,
      offerFollowUp: false,
    });
  });
});
