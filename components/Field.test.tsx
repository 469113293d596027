// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from './ErrorAlert';
import { Field } from './Field';

describe('Field', () => {
  it('labels the input and ties errors and hint to it', () => {
    const onValue = vi.fn();
    render(
      <Field
        id="alias"
        label="Alias"
        value="a"
        onValue={onValue}
        hint="Letters only"
        errors={['Taken.', 'Too long.']}
      />,
    );
    const input = screen.getByLabelText('Alias');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Taken. Too long.', 'Letters only']);
    fireEvent.input(input, { target: { value: 'ab' } });
    expect(onValue).toHaveBeenCalledWith('ab');
  });

  it('is not invalid without errors', () => {
    render(<Field id="url" label="URL" value="" onValue={() => {}} />);
    const input = screen.getByLabelText('URL');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('ErrorAlert', () => {
  it('renders a role=alert only while there is an error', () => {
    const { rerender } = render(<ErrorAlert error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorAlert error="Something to fix." />);
    expect(screen.getByRole('alert').textContent).toBe('Something to fix.');
  });
});
