-- wrk script for `npm run load` (scripts/load.mts): rotates through the
-- paths in LOAD_PATHS (space-separated), counts the requests sent to
-- LOAD_NOT_FOUND (the path that should answer 404) and the response statuses
-- of every thread. At the end it prints one line, `LOAD_RESULT {json}`, that
-- the script reads.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  paths = {}
  for path in string.gmatch(os.getenv("LOAD_PATHS") or "/", "%S+") do
    table.insert(paths, path)
  end
  not_found = os.getenv("LOAD_NOT_FOUND") or ""
  -- Spread the threads over the list so they do not move in step.
  index = math.random(#paths)
  sent_not_found = 0
  statuses = {}
  wrk.headers["Accept-Encoding"] = "gzip"
end

function request()
  index = index % #paths + 1
  local path = paths[index]
  if path == not_found then
    sent_not_found = sent_not_found + 1
  end
  return wrk.format("GET", path)
end

function response(status, headers, body)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
end

function done(summary, latency, requests)
  local statuses_all = {}
  local sent = 0
  for _, thread in ipairs(threads) do
    sent = sent + thread:get("sent_not_found")
    for status, count in pairs(thread:get("statuses")) do
      statuses_all[status] = (statuses_all[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(statuses_all) do
    table.insert(parts, string.format('"%s":%d', status, count))
  end
  io.write(string.format(
    'LOAD_RESULT {"requests":%d,"durationUs":%d,"bytes":%d,' ..
    '"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d},' ..
    '"sentNotFound":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency.max,
    summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, summary.errors.status,
    sent, table.concat(parts, ",")))
end
