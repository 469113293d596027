import { describe, expect, it } from 'vitest';
import { notificationId, parseNotificationId } from './id';

describe('notificationId', () => {
  it('carries what a click acts on as data, whatever characters it holds', () => {
    // Arrange
    const data = {
      profile: 'work',
      open: '/manager.html#links?search=a|b&by=alias',
      cause: 'down:https://x:1',
    };
    // Act
    const id = notificationId('alert', data);
    // Assert
    expect(parseNotificationId(id)).toEqual({ kind: 'alert', data });
  });

  it('names a field run’s notification by its job, one id per run', () => {
    expect(notificationId('fieldRun', { job: 'a1-b2' })).toBe('fieldRun?job=a1-b2');
    expect(parseNotificationId('fieldRun?job=a1-b2')).toEqual({ kind: 'fieldRun', data: { job: 'a1-b2' } });
  });

  it('reads no kind it does not know, nor the ids of older builds', () => {
    expect(parseNotificationId('alert|default|/manager.html|x')).toBeNull();
    expect(parseNotificationId('field-undo:9:3')).toBeNull();
    expect(parseNotificationId('field-run:a1-b2')).toBeNull();
    expect(parseNotificationId('fieldUndo?tab=9&frame=3')).toBeNull();
    expect(parseNotificationId('other?open=%2Fmanager.html')).toBeNull();
  });
});
