// Internal building blocks of the form controls; not exported from the forms barrel.
export {
  describedBy,
  Field,
  FieldMessages,
  fieldSizes,
  hasContent,
  useFieldIds,
  type FieldIds,
  type FieldLabelProps,
  type FieldSize,
} from './Field.tsx';
