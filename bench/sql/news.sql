-- Captured by npm run bench from the portal's news list, page 0, default sort: the bare twin runs exactly this.
-- params: ["asociacion",1001,"asociacion",51]
select "id", "product", "title", "summary", "body", "image_file_id", "status", "publish_at", "created_by", "created_at", "updated_at", (select count(*) from ((select 1 from "news" where "news"."product" = $1 limit $2)) as counted) from "news" where "news"."product" = $3 order by "news"."publish_at" desc, "news"."id" desc limit $4;
