-- Changes to a published item that editors saved without publishing them: the item as it will be,
-- kept beside the live one until an editor publishes or drops them. At most one per item.
CREATE TABLE working_copies (
  kind TEXT NOT NULL,
  item_id TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (kind, item_id)
);
