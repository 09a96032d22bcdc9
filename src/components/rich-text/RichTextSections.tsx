import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Choice } from '../domain/model';
import { preloadRichTextEditor, RichTextInput } from './index';

// The pages that show sections import this module: tiptap starts downloading with them, beside
// the page's own data, not after it.
preloadRichTextEditor();

export interface RichTextSectionsProps {
  sections: readonly Choice<string>[];
  value: (key: string) => string;
  onChange: (key: string, html: string) => void;
  /** Sections open at first (the others open on a click); all when omitted. */
  expanded?: (key: string, index: number) => boolean;
  disabled?: boolean;
  /** A refused save's message for each section it names (section-errors.ts), shown under its title. */
  errors?: Record<string, string>;
}

/**
 * One collapsible editor per section. A closed section's editor is not kept mounted (twenty
 * tiptap instances would be heavy); its text lives in the page's state meanwhile. A section a
 * refused save names says why under its title, seen open or closed.
 *
 * The sections suspend until tiptap's chunk arrives: the caller's Suspense (DocumentPage's)
 * shows its loading indicator for all of them at once. A stand-in per editor could not be as
 * tall as the editor it waits for (that depends on the text), and each arriving editor would
 * push the sections below it down, under a click aimed at one of them.
 */
export const RichTextSections = ({
  sections,
  value,
  onChange,
  expanded,
  disabled,
  errors = {},
}: RichTextSectionsProps) => (
  <>
    {sections.map((section, index) => (
      <Accordion
        key={section.id}
        defaultExpanded={expanded ? expanded(section.id, index) : true}
        disableGutters
        slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls={`section-${section.id}`}
          id={`section-${section.id}-header`}
        >
          <div>
            <Typography sx={{ fontWeight: 500 }}>{section.name}</Typography>
            {errors[section.id] && (
              <Typography variant="body2" color="error" role="alert">
                {errors[section.id]}
              </Typography>
            )}
          </div>
        </AccordionSummary>
        <AccordionDetails id={`section-${section.id}`}>
          <RichTextInput
            label={section.name}
            value={value(section.id)}
            onChange={(html) => onChange(section.id, html)}
            disabled={disabled}
          />
        </AccordionDetails>
      </Accordion>
    ))}
  </>
);
