-- The front as editors set it: one row per slot ('hero': the hero's ten slides; 'pinned-issue': the
-- id of the issue of the month, as a JSON number), as the SQLite file keeps it (api/storage/front-page.ts).
CREATE TABLE front_page (
  slot TEXT COLLATE "C" PRIMARY KEY,
  data TEXT NOT NULL
);

-- Issues stored before they had a number and a cover date get them: numbered by their id, dated
-- the month they were made (api/admin/stored-shapes.ts gives a new issue the same).
UPDATE issues SET data = (data::jsonb || jsonb_build_object('issueNumber', id))::text
  WHERE NOT (data::jsonb ? 'issueNumber');
UPDATE issues SET data = (data::jsonb || jsonb_build_object('coverDate', substr(created_at, 1, 7)))::text
  WHERE NOT (data::jsonb ? 'coverDate');
