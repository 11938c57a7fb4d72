import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './use-sidebar';

describe('isTypingTarget (Ctrl/Cmd+B is left to the field)', () => {
  it('is true in text inputs, textareas, selects and contenteditable elements', () => {
    for (const type of ['text', 'search', 'email', 'password', 'tel', 'number', 'date', 'time', undefined]) {
      expect(isTypingTarget({ tagName: 'INPUT', type }), String(type)).toBe(true);
    }
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'select' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false on buttons, checkboxes and the page itself', () => {
    for (const type of ['checkbox', 'radio', 'button', 'submit', 'range']) {
      expect(isTypingTarget({ tagName: 'INPUT', type }), type).toBe(false);
    }
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
