/** The amount component lives in shared/ui (inscriptions show amounts too). */
export { Money } from '../../shared/ui/money';
