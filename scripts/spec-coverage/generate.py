#!/usr/bin/env python3
"""Writes docs/spec-coverage.md from items.txt: each spec item is located by grep over apps/ and packages/.

Usage: python3 scripts/spec-coverage/generate.py   (from anywhere; prints the items to review on stderr)
       python3 scripts/spec-coverage/generate.py --check   (npm run lint: fails when the file is stale or an item is missing)

items.txt, one item a line: `label | regex | path hint | status | note` (fields separated by ' | ', '-' = empty).
- regex: searched in the non-test .ts/.tsx of apps/web/src, apps/server/src and packages/domain/src (a bare
  identifier prefers its declaration); `ROUTE METHOD /path; METHOD /path` looks the calls up in the server's routes.
- status: empty (found = hecho, not found = falta), `partial`, `missing`, or `decided:<decisions.md heading text>`.
Lines starting with '#' are headings; '//' comments.
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
ITEMS = os.path.join(HERE, 'items.txt')
OUT = os.path.join(ROOT, 'docs', 'spec-coverage.md')


def registrations(file):
    """The `app.register(X, { prefix })` lines of app.ts in order, as (symbol, prefix, file of X), following the
    area files it calls (`await registerFinanceArea(app, ...)`, apps/server/src/routes/) where they are called."""
    src=open(file).read()
    # map import symbol -> file
    imports={}
    for m in re.finditer(r"import \{([^}]*)\} from '(\.\.?/[^']+)'",src):
        for sym in m.group(1).split(','):
            sym=sym.strip().replace('type ','')
            if sym: imports[sym]=os.path.normpath(os.path.join(os.path.dirname(file),m.group(2)+'.ts'))
    regs=[]
    for m in re.finditer(r"app\.register\((\w+),\s*\{\s*prefix:\s*'([^']*)'|await (register\w+Area)\(app\b",src):
        if m.group(3):
            if m.group(3) in imports: regs+=registrations(imports[m.group(3)])
        elif m.group(1) in imports: regs.append((m.group(1),m.group(2),imports[m.group(1)]))
    return regs


def server_routes():
    routes=[]
    for sym,prefix,path in registrations(f'{ROOT}/apps/server/src/app.ts'):
        src=open(path).read()
        lines=src.split('\n')
        module=os.path.basename(path).split('.')[0]
        aliases={m.group(1) for m in re.finditer(r"const (\w+) = opts\.(\w+);",src)}
        # Only the lines of this plugin (a routes file may export several).
        start=next((k for k,l in enumerate(lines) if re.match(r'export const '+sym+r'\b',l)),0)
        end=next((k for k in range(start+1,len(lines)) if lines[k].startswith('export ')),len(lines))
        for i in range(start,end):
            l=lines[i]
            mm=re.search(r"\bapp\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*$",l) or re.search(r"\bapp\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*['\"`]([^'\"`]*)",l)
            # The declaration helpers of lib/route.ts: jsonRoute(app, 'GET', '/x', ...), downloadRoute(app, '/x', ...).
            jr=re.search(r"\bjsonRoute\(app, '([A-Z]+)', ['\"`]([^'\"`]*)",l) or re.search(r"\bdownloadRoute\(app, ['\"`]([^'\"`]*)",l)
            if jr and not mm:
                mm=re.match(r"(\w+)\s+(.*)", (jr.group(1).lower()+' '+jr.group(2)) if jr.lastindex==2 else ('get '+jr.group(1)))
            # One operation under several paths: jsonRoute(app, 'POST', ['/x', '/y'], ...).
            multi=re.search(r"\bjsonRoute\(app, '([A-Z]+)', \[([^\]]*)\]",l)
            if multi and not mm:
                mm=re.match(r"(\w+)",multi.group(1).lower())
            loop=re.search(r"\bjsonRoute\(app, method, (url|['\"`]([^'\"`]*))",l)
            if loop and not mm:
                # A loop over methods (and paths): every pair it declares.
                back='\n'.join(lines[max(start,i-12):i])
                pairs=re.findall(r"\['(GET|POST|PUT|PATCH|DELETE)', '([^']+)'",back) if loop.group(1)=='url' else [(m,loop.group(2)) for m in re.findall(r"'(GET|POST|PUT|PATCH|DELETE)'",back.split('for (')[-1])]
                for meth,p in pairs:
                    full=(prefix+('' if p=='/' else p)).replace('//','/')
                    routes.append((meth,full,os.path.relpath(path,ROOT),i+1,''))
                continue
            if not mm: continue
            meth=mm.group(1)
            if multi: ps=re.findall(r"'([^']*)'",multi.group(2))
            elif mm.lastindex==2: ps=[mm.group(2)]
            else:
                m2=re.search(r"['\"`]([^'\"`]*)",lines[i+1]); ps=[m2.group(1) if m2 else '?']
            # The service function the handler calls: the routes' own service first.
            calls=[]
            for k in range(i+1,min(i+60,end)):
                if k>i+1 and re.search(r"\bapp\.(get|post|put|patch|delete|route)\b|\b(jsonRoute|downloadRoute)\(",lines[k]): break
                for h in re.finditer(r"\b(?:opts\.)?(\w+)\.(\w+)\(",lines[k]):
                    obj,fn=h.group(1),h.group(2)
                    if obj in aliases or 'opts.'+obj+'.' in lines[k] or obj in ('finance','staff','salaries','timeAlerts','periods','dashboard'):
                        calls.append((obj,fn))
            main=[c for c in calls if c[0] in aliases or c[0]==module or module.startswith(c[0]) or c[0].startswith(module[:5])]
            pick=(main or calls or [None])[0]
            handler=pick[1] if pick else ''
            for p in ps:
                full=(prefix+('' if p=='/' else p)).replace('//','/')
                routes.append((meth.upper(),full,os.path.relpath(path,ROOT),i+1,handler))
    return routes

DIRS=['apps/web/src','apps/server/src','packages/domain/src']
files=[]
for d in DIRS:
    for dp,dn,fn in os.walk(f'{ROOT}/{d}'):
        if '/test' in dp.replace(ROOT,'') and dp.endswith(('/test','/testing')): continue
        for f in fn:
            if re.search(r'\.(ts|tsx)$',f) and not re.search(r'\.(test|spec)\.tsx?$',f):
                p=os.path.join(dp,f)
                if '/src/test/' in p or '/testing/' in p or '/seed/' in p or '/bench' in p: continue
                files.append(p)
cache={p:open(p).read().split('\n') for p in files}
TOP=re.compile(r'^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\s*\*?\s*|const\s+|let\s+|interface\s+|type\s+|class\s+|enum\s+)(\w+)')
INNER=re.compile(r'^  (?:async\s+)?function\s+(\w+)')
def symbol(lines,i,tsx=False):
    if lines[i].strip().startswith(('*','/*','//')):
        # A doc comment names what follows it.
        for j in range(i,min(i+40,len(lines))):
            m=TOP.match(lines[j])
            if m and not m.group(1).endswith('Props'): return m.group(1)
    for j in range(i,-1,-1):
        l=lines[j]
        m=TOP.match(l)
        if m and (j==i or not l.rstrip().endswith(';')) and not m.group(1).endswith('Props'): return m.group(1)
        m=INNER.match(l)
        if m and not tsx: return m.group(1)
    return None
def locate(rx,hint=None,flags=0):
    r=re.compile(rx,flags)
    ident=re.fullmatch(r'\w+',rx)
    d=re.compile(r'(?:function|const|class|interface|type|enum)\s+'+rx+r'\b') if ident else None
    hits=[];defs=[]
    for p,lines in cache.items():
        rel=os.path.relpath(p,ROOT)
        if hint and not re.search(hint,rel): continue
        first=None
        for i,l in enumerate(lines):
            if d and d.search(l): defs.append((rel,i,symbol(lines,i,rel.endswith('x')))); break
            if first is None and r.search(l): first=(rel,i,symbol(lines,i,rel.endswith('x')))
        if first: hits.append(first)
    return defs+hits
heads=[l for l in open(f'{ROOT}/docs/decisions.md').read().split('\n') if l.startswith('#')]
def slug(h):
    s=h.lstrip('#').strip().lower()
    s=re.sub(r"[^\w\- ]",'',s,flags=re.U)
    return s.replace(' ','-')
def decision(text):
    for h in heads:
        if text.lower() in h.lower(): return f"[decisions.md § {h.lstrip('#').strip()[:70]}](decisions.md#{slug(h)})"
    raise SystemExit('no decision heading: '+text)
routes=server_routes()
routes+= [['PATCH','/api/audits/:id/'+p,'apps/server/src/modules/audits/audits.routes.ts',211,'s.'+h] for p,h in (('take-assigned','takeAssigned'),('start','start'),('resume','resume'))]
routes+= [['PATCH','/api/audits/:id/take','apps/server/src/modules/audits/audits.routes.ts',199,'s.take'],['POST','/api/audits/:id/take','apps/server/src/modules/audits/audits.routes.ts',199,'s.take']]
routes+= [['GET','/api/audits/:id/'+p,'apps/server/src/modules/reports/reports.routes.ts',35,'r.word'] for p in ('report/word','download-word')]
def route(spec):
    meth,path=spec.split(' ',1)
    path='/api'+re.sub(r'\{(\w+)\}',r':\1',path.split('?')[0])
    for r in routes:
        if r[0]==meth and re.sub(r':\w+',':x',r[1])==re.sub(r':\w+',':x',path) and r[1]!='/api/audits?':
            h=r[4].split('.')[-1] if r[4] else ''
            return f"`{r[2]}`" + (f" → `{h}`" if h else '')
    return ''
dbg=open(os.devnull,'w') if '--matches' not in sys.argv else sys.stderr
out=[];counts={'hecho':0,'parcial':0,'decidido distinto':0,'falta':0};review=[]
cur=None
for raw in open(ITEMS).read().split('\n'):
    if not raw.strip() or raw.startswith('//'): continue
    if raw.startswith('#'):
        out.append('\n'+raw+'\n'); continue
    if raw.startswith('>'):
        out.append(raw[1:].strip()); continue
    parts=[x.strip() for x in raw.split(' | ')]
    parts=['' if x=='-' else x for x in parts]
    while len(parts)<5: parts.append('')
    label,rx,hint,status,note=parts[:5]
    where=''
    if rx.startswith('ROUTE '):
        per_file = {}
        for one in rx[6:].split(';'):
            w = route(one.strip())
            if not w:
                review.append(('NOROUTE', label, one)); per_file = {}; break
            f, _, h = w.partition(' → ')
            per_file.setdefault(f, [])
            if h and h not in per_file[f]: per_file[f].append(h)
        where = '; '.join(f + (' → ' + ', '.join(hs) if hs else '') for f, hs in per_file.items())
    elif rx:
        flags=re.I if rx.startswith('(?i)') else 0
        hits=locate(rx[4:] if flags else rx,hint or None,flags)
        if hits:
            # choose preferred: web tsx components over others unless hint
            h=hits[0]
            dbg.write(f"{label[:60]} ==> {h[0]}:{h[1]+1}: {cache[os.path.join(ROOT,h[0])][h[1]].strip()[:150]}\n")
            sym=f" `{h[2]}`" if h[2] else ''
            where=f"`{h[0]}`{sym}"
            if len(hits)>1 and not hint: pass
        else:
            review.append(('NOTFOUND',label,rx))
    if status.startswith('decided:'):
        st='decidido distinto'; txt=decision(status[8:])
        line=f"- {label} — **decidido distinto**: {txt}" + (f"; {note}" if note else '') + (f" (hoy: {where})" if where else '')
    elif status=='partial' or status=='parcial':
        st='parcial'; line=f"- {label} — **parcial**: {where}" + (f" — falta: {note}" if note else '')
        if not where: review.append(('PARTIAL-NOWHERE',label,rx))
    elif status=='missing' or (rx and not where) or (not rx and status!='done'):
        st='falta'; line=f"- {label} — **falta**: {note or '??'}"
        if not note: review.append(('NONOTE',label,rx))
    else:
        st='hecho'; line=f"- {label} — {where}" + (f" ({note})" if note else '')
        if not where: review.append(('DONE-NOWHERE',label,rx))
    counts[st]+=1
    out.append(line)
total = sum(counts.values())
header = f"""# Cobertura de la especificación

Cada punto de los dos documentos de la especificación (`audit-workflow.md` y `finance-and-administration.md`:
pantallas, entidades y campos, transiciones, validaciones, roles y permisos, llamadas, mensajes de error y
constantes), una línea cada uno, agrupados por las secciones del documento, con dónde vive en el proyecto
(archivo y función o componente, rutas relativas a la raíz del repositorio), o **decidido distinto** con el
enlace a la sección de [decisions.md](decisions.md), o **falta** con lo que falta.

**Totales: {total} puntos — {counts['hecho']} hechos, {counts['parcial']} parciales, {counts['decidido distinto']} decididos distinto, {counts['falta']} faltan.**

- Cada ubicación sale de un grep sobre `apps/web/src`, `apps/server/src` y `packages/domain/src` (sin tests):
  `scripts/spec-coverage/items.txt` tiene cada punto con su expresión y `scripts/spec-coverage/generate.py`
  vuelve a escribir este archivo (`python3 scripts/spec-coverage/generate.py`); si un archivo se mueve, el punto
  pasa a **falta** hasta que se corrija su expresión. `npm run lint` falla si este archivo no refleja el código o
  si algún punto falta (`generate.py --check`).
- Las llamadas se buscan en las rutas del servidor (`app.ts` y los `*.routes.ts`), con la función del servicio que
  atienden (→).
- Los textos entre comillas de la especificación los verifica además
  `packages/domain/src/spec-texts.test.ts` (presentes en el código, o en su lista de pendientes con el motivo).
- Un punto que el otro documento repite se lista en los dos.
"""
text = re.sub(r'\n{3,}', '\n\n', header + '\n'.join(out) + '\n')
if '--check' in sys.argv:
    # `npm run lint`: the committed file must be what the code says now, with nothing missing.
    stale = not os.path.exists(OUT) or open(OUT).read() != text
    if stale: print('docs/spec-coverage.md no refleja el código: corré python3 scripts/spec-coverage/generate.py', file=sys.stderr)
    if counts['falta']: print(f"docs/spec-coverage.md: {counts['falta']} puntos faltan (revisá su expresión en items.txt)", file=sys.stderr)
    if stale or counts['falta']: sys.exit(1)
    print(f"Cobertura de la especificación: {total} puntos al día, ninguno falta")
    sys.exit(0)
open(OUT, 'w').write(text)
for r in review: print(*r, file=sys.stderr)
print(counts, sum(counts.values()), file=sys.stderr)
