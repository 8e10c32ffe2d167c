import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DrawnAfter } from './drawn-after';

describe('DrawnAfter', () => {
  it('commits the page around it first, then its children in a render of their own', async () => {
    let formThereWithHeading: boolean | undefined;
    function Heading() {
      useLayoutEffect(() => {
        formThereWithHeading = document.querySelector('form') !== null;
      }, []);
      return <h1>Issue asset</h1>;
    }
    render(
      <>
        <Heading />
        <DrawnAfter>
          <form aria-label="Asset" />
        </DrawnAfter>
      </>,
    );
    expect(await screen.findByRole('form', { name: 'Asset' })).toBeInTheDocument();
    // When the heading was first committed (and could be painted), the form was not part of that work.
    expect(formThereWithHeading).toBe(false);
  });
});
