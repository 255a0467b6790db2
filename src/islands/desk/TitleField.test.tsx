import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TITLE_MAX_LENGTH } from '../../../contract/schemas.ts';
import { TitleField } from './TitleField.tsx';

function Held({ initial }: { initial: string }) {
  const [title, setTitle] = useState(initial);
  return <TitleField value={title} onChange={setTitle} />;
}

afterEach(cleanup);

describe('the desk’s title field', () => {
  it('takes no more than the contract’s limit and says how much of it is used', () => {
    render(<Held initial="Dawn at Sigiriya" />);
    const title = screen.getByLabelText('Title');
    expect(title).toHaveProperty('maxLength', TITLE_MAX_LENGTH);
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(`16 of ${TITLE_MAX_LENGTH} characters`)).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Tea' } });
    expect(screen.getByText(`3 of ${TITLE_MAX_LENGTH} characters`)).toBeTruthy();
  });
});
