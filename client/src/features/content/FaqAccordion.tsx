import { useId, useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import classes from './FaqAccordion.module.css';
import type { FaqEntry } from './faqs';

/**
 * One question open at a time: opening one closes the other; clicking an open one closes it.
 * (A light disclosure list instead of Mantine's Accordion keeps the landing page's JavaScript small.)
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className={classes.list}>
      {entries.map((entry) => {
        const expanded = open === entry.id;
        const panelId = `${baseId}-${entry.id}-panel`;
        const controlId = `${baseId}-${entry.id}-control`;
        return (
          <div key={entry.id} className={classes.item} data-open={expanded || undefined}>
            <h3 className={classes.heading}>
              <UnstyledButton
                id={controlId}
                className={classes.control}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : entry.id)}
              >
                <span>{entry.question}</span>
                <svg
                  className={classes.chevron}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                >
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </UnstyledButton>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={controlId}
              hidden={!expanded}
              className={classes.panel}
              data-open-without-scripts
            >
              {entry.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
