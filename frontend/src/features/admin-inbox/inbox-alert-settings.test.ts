// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  alertSettingsKey,
  DEFAULT_ALERT_SETTINGS,
  loadAlertSettings,
  saveAlertSettings,
} from './inbox-alert-settings';

describe('inbox alert settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each admin’s settings apart', () => {
    saveAlertSettings('admin-1', { sound: false, desktop: true });
    expect(loadAlertSettings('admin-1')).toEqual({ sound: false, desktop: true });
    expect(loadAlertSettings('admin-2')).toEqual(DEFAULT_ALERT_SETTINGS);
  });

  it('falls back to the defaults for a damaged entry', () => {
    window.localStorage.setItem(alertSettingsKey('admin-1'), '{not json');
    expect(loadAlertSettings('admin-1')).toEqual(DEFAULT_ALERT_SETTINGS);
    window.localStorage.setItem(alertSettingsKey('admin-1'), '{"sound":"no"}');
    expect(loadAlertSettings('admin-1')).toEqual(DEFAULT_ALERT_SETTINGS);
  });
});
