import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './labels.css';

/**
 * A label sheet on screen, and a copy at the end of <body> that the print stylesheet
 * (labels.css) prints alone, several per page, with the shell and the dialog left off paper.
 * `sheet(print)` draws the sheet; `print` is true for the paper copy.
 */
export function WithPrintCopy({ sheet }: { sheet: (print: boolean) => ReactNode }) {
  return (
    <>
      {sheet(false)}
      {createPortal(
        <div className="label-print" aria-hidden>
          {sheet(true)}
        </div>,
        document.body,
      )}
    </>
  );
}
