import { PIECE_LIFECYCLE } from '@stone/shared/production/piece-lifecycle';
import { addLocales } from '../../lib/i18n.ts';
import { defineStatusEnum } from '../crud/status-enum.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// Every area that shows a piece (projects, work reports, and frames, packing and boards to come)
// names its status the same way, from one place.
addLocales('pieceStatus', { en, zh });

export const PIECE_STATUS = defineStatusEnum(PIECE_LIFECYCLE, {
  pendingPickup: { color: 'default', labelKey: 'pieceStatus:pendingPickup' },
  pendingCut: { color: 'default', labelKey: 'pieceStatus:pendingCut' },
  cutting: { color: 'processing', labelKey: 'pieceStatus:cutting' },
  cut: { color: 'blue', labelKey: 'pieceStatus:cut' },
  pendingProcessing: { color: 'gold', labelKey: 'pieceStatus:pendingProcessing' },
  processing: { color: 'purple', labelKey: 'pieceStatus:processing' },
  processed: { color: 'geekblue', labelKey: 'pieceStatus:processed' },
  pendingCompleteSet: { color: 'gold', labelKey: 'pieceStatus:pendingCompleteSet' },
  incompleteSet: { color: 'orange', labelKey: 'pieceStatus:incompleteSet' },
  completeSet: { color: 'magenta', labelKey: 'pieceStatus:completeSet' },
  pendingBinding: { color: 'gold', labelKey: 'pieceStatus:pendingBinding' },
  pendingPacking: { color: 'gold', labelKey: 'pieceStatus:pendingPacking' },
  packing: { color: 'processing', labelKey: 'pieceStatus:packing' },
  packed: { color: 'success', labelKey: 'pieceStatus:packed' },
  shipped: { color: 'success', labelKey: 'pieceStatus:shipped' },
});
